import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { evictList } from '../../../engine/apollo/cache';
import type { PageOf } from '../../../engine/crud';
import type { DictItem } from '../../../engine/form';
import {
  BizDictDocument,
  BizDictPageDocument,
  DictDocument,
  type DictFilter,
  type DictInput,
  DictPageDocument,
  type PageInput,
  RemoveBizDictsDocument,
  RemoveDictsDocument,
  type RemoveInput,
  SealBizDictDocument,
  type SealDictInput,
  SealDictDocument,
  SubmitBizDictDocument,
  SubmitDictDocument,
} from '../../../generated/graphql';

/**
 * What differs between the system dictionary (platform data) and the business dictionary (per tenant): the
 * operations, the permission codes and the list fields. The screens are the same.
 */
export interface DictKind {
  biz: boolean;
  codes: { add: string; edit: string; delete: string };
  page: TypedDocumentNode<unknown, { page?: PageInput | null; filter?: DictFilter | null }>;
  selectPage(data: unknown): PageOf<DictItem>;
  detail: TypedDocumentNode<unknown, { id: string }>;
  selectDetail(data: unknown): DictItem;
  submit: TypedDocumentNode<unknown, { input: DictInput }>;
  remove: TypedDocumentNode<unknown, { input: RemoveInput }>;
  seal: TypedDocumentNode<unknown, { input: SealDictInput }>;
  /** Drops every cached list and dictionary of this kind after a change. */
  evict(cache: ApolloCache): void;
}

const evictAll = (fields: string[]) => (cache: ApolloCache) => fields.forEach((field) => evictList(cache, field));

export const SYSTEM_DICT: DictKind = {
  biz: false,
  codes: { add: 'dict_add', edit: 'dict_edit', delete: 'dict_delete' },
  page: DictPageDocument,
  selectPage: (data) => (data as { dicts: PageOf<DictItem> }).dicts,
  detail: DictDocument,
  selectDetail: (data) => (data as { dict: DictItem }).dict,
  submit: SubmitDictDocument,
  remove: RemoveDictsDocument,
  seal: SealDictDocument,
  evict: evictAll(['dicts', 'dictTree', 'dictionary']),
};

export const BIZ_DICT: DictKind = {
  biz: true,
  codes: { add: 'dict_biz_add', edit: 'dict_biz_edit', delete: 'dict_biz_delete' },
  page: BizDictPageDocument,
  selectPage: (data) => (data as { bizDicts: PageOf<DictItem> }).bizDicts,
  detail: BizDictDocument,
  selectDetail: (data) => (data as { bizDict: DictItem }).bizDict,
  submit: SubmitBizDictDocument,
  remove: RemoveBizDictsDocument,
  seal: SealBizDictDocument,
  evict: evictAll(['bizDicts', 'bizDictTree', 'bizDictionary']),
};
