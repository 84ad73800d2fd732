import { type ClassType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { badInput } from '../errors/domain-error.js';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;
/** Page sizes offered by list screens (SPEC section 9); the API accepts any size from 1 to 200. */
export const PAGE_SIZE_OPTIONS = [10, 30, 50, 100, 200] as const;

const SIZE_MESSAGE = `每页条数必须在 1 到 ${MAX_PAGE_SIZE} 之间`;
const CURRENT_MESSAGE = '页码必须是大于 0 的整数';

/** Bounds are checked by `pageRequest`, which every list (GraphQL and REST) goes through. */
@InputType({ description: 'Which page to read: current from 1, size from 1 to 200 (default 10).' })
export class PageInput {
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'Page number, from 1 (default 1).' })
  current?: number;

  @Field(() => Int, {
    nullable: true,
    defaultValue: DEFAULT_PAGE_SIZE,
    description: 'Rows per page, 1 to 200 (default 10).',
  })
  size?: number;

  @Field(() => String, {
    nullable: true,
    description: 'Fields to sort by, ascending, comma-separated (legacy ascs); names or column names.',
  })
  ascs?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Fields to sort by, descending, comma-separated (legacy descs); names or column names.',
  })
  descs?: string;
}

export interface SortOrder {
  /** Property name (camelCase; legacy column names such as create_time are converted). */
  field: string;
  direction: 'asc' | 'desc';
}

export interface PageRequest {
  current: number;
  size: number;
  /** Requested order (ascs first, then descs); the resource decides which fields may be sorted on. */
  sort?: SortOrder[];
}

export const SORT_FIELD_MESSAGE = '排序字段无效';

/** `create_time,paramKey` → [createTime, paramKey]; refuses anything but plain names. */
function sortFields(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => {
      if (!/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(f))
        throw badInput(SORT_FIELD_MESSAGE, [{ field: 'sort', message: SORT_FIELD_MESSAGE }]);
      return f.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
    });
}

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

/** Normalizes a page request (GraphQL input or REST query values), refusing values out of range. */
export function pageRequest(input?: {
  current?: number | string | null;
  size?: number | string | null;
  ascs?: string | null;
  descs?: string | null;
}): PageRequest {
  const current = toInt(input?.current, 1, CURRENT_MESSAGE);
  const size = toInt(input?.size, DEFAULT_PAGE_SIZE, SIZE_MESSAGE);
  if (current < 1) throw badInput(CURRENT_MESSAGE, [{ field: 'current', message: CURRENT_MESSAGE }]);
  if (size < 1 || size > MAX_PAGE_SIZE) throw badInput(SIZE_MESSAGE, [{ field: 'size', message: SIZE_MESSAGE }]);
  const sort: SortOrder[] = [
    ...sortFields(input?.ascs).map((field) => ({ field, direction: 'asc' as const })),
    ...sortFields(input?.descs).map((field) => ({ field, direction: 'desc' as const })),
  ];
  return sort.length ? { current, size, sort } : { current, size };
}

function toInt(value: number | string | null | undefined, fallback: number, message: string): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n)) throw badInput(message);
  return n;
}

export function pageOf<T>(records: T[], total: number, req: PageRequest): Page<T> {
  return { records, total, current: req.current, size: req.size, pages: Math.ceil(total / req.size) };
}

const pageTypes = new Map<string, unknown>();

/** The GraphQL page type of an entity: `XPage { records, total, current, size, pages }` (one class per name). */
export function PageType<T extends object>(item: ClassType<T>, name = `${item.name}Page`) {
  const known = pageTypes.get(name);
  if (known) return known as ReturnType<typeof createPageType<T>>;
  const created = createPageType(item, name);
  pageTypes.set(name, created);
  return created;
}

function createPageType<T extends object>(item: ClassType<T>, name: string) {
  @ObjectType(name, { description: `One page of ${item.name} records, with the paging figures.` })
  abstract class PageClass implements Page<T> {
    @Field(() => [item], { description: 'The records of this page, in the list’s order.' })
    records!: T[];

    @Field(() => Int, { description: 'How many records match, over all pages.' })
    total!: number;

    @Field(() => Int, { description: 'The number of this page (from 1).' })
    current!: number;

    @Field(() => Int, { description: 'Records per page.' })
    size!: number;

    @Field(() => Int, { description: 'How many pages there are (total divided by size, rounded up).' })
    pages!: number;
  }
  return PageClass;
}
