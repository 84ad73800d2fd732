import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Counters of the rate limits (rate-limiter-flexible's PostgreSQL store layout): one row per limiter and key,
 * updated by one atomic upsert, so every instance on the database shares them. `expire` is epoch milliseconds.
 */
@Entity({ tableName: 'rate_limit' })
export class RateLimitRow {
  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  points!: number;

  @Property({ type: 'bigint', nullable: true, index: true })
  expire?: string;
}
