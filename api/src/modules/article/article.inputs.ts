import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

export const ARTICLE_MESSAGES = {
  notFound: '文章不存在',
  notPublished: '文章不存在或已下架',
  titleRequired: '请输入文章标题',
  categoryRequired: '请选择文章栏目',
  categoryUnknown: '文章栏目不存在',
  contentRequired: '请输入文章内容',
  coverInvalid: '封面图片地址无效',
  alreadyPublished: '文章已发布',
  notPublishedYet: '只有已发布的文章可以下架',
  topNeedsPublished: '只有已发布的文章可以置顶',
} as const;

/** Longest body accepted (HTML characters, before sanitizing). */
export const ARTICLE_CONTENT_MAX = 200_000;

@InputType({ description: 'An article: created without id (as a draft), updated with id and version.' })
export class ArticleInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => String) @RequiredText(ARTICLE_MESSAGES.titleRequired, 200) title!: string;
  @Field(() => String, { description: 'A dictKey of the business dictionary article_category.' })
  @RequiredText(ARTICLE_MESSAGES.categoryRequired, 64)
  category!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @OptionalText(1000) coverUrl?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @OptionalText(500) summary?: string | null;
  @Field(() => String, { description: 'HTML; sanitized by the server.' })
  @RequiredText(ARTICLE_MESSAGES.contentRequired, ARTICLE_CONTENT_MAX)
  content!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @OptionalText(100) author?: string | null;
}

@InputType()
export class ArticleFilter extends TimeFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() title?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() category?: string;
  @Field(() => Int, { nullable: true, description: '0 draft, 1 published, 2 unpublished.' })
  @IsOptional()
  @IsIn([0, 1, 2])
  status?: number;
}

@InputType({ description: 'The public list: published articles of a category, searched by title.' })
export class PublicArticleFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() category?: string;
  @Field(() => String, { nullable: true, description: 'Words of the title or summary.' })
  @IsOptional()
  @IsString()
  keyword?: string;
}

@InputType({ description: 'Names an article.' })
export class ArticleIdInput {
  @Field(() => ID) @IsString() id!: string;
}

@InputType({ description: '置顶 (top) or not, with the order among top articles (smaller first).' })
export class ArticleTopInput {
  @Field(() => ID, { description: 'Id of the article.' }) @IsString() id!: string;
  @Field(() => Boolean, { description: 'True to pin the article to the top of the public list, false to unpin it.' })
  @IsBoolean()
  top!: boolean;
  @Field(() => Int, { description: 'Order among top articles (smaller first).', nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(9999)
  topOrder?: number;
}

@InputType({
  description:
    'A read of the public detail page. The signed-in user is known from the token; others send their visitor id.',
})
export class ArticleReadInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true, description: 'A random id the browser generated and keeps (localStorage).' })
  @IsOptional()
  @IsString()
  visitorId?: string;
}

@ObjectType({ description: 'The answer to a read: whether it counted (false for the same reader again that day).' })
export class ArticleReadResult {
  @Field(() => Boolean, { description: 'True when this read was counted (one per reader, article and day).' })
  counted!: boolean;
  @Field(() => Int, { description: 'Counted reads of the article so far.' }) views!: number;
}

@ObjectType({ description: 'A published article as the public pages show it.' })
export class PublicArticle {
  @Field(() => String) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) category!: string;
  @Field(() => String, { nullable: true, description: "Name of the article's category." }) categoryName?: string;
  @Field(() => String, { nullable: true }) coverUrl?: string;
  @Field(() => String, { nullable: true }) summary?: string;
  @Field(() => String, { nullable: true, description: 'Sanitized HTML; only in the detail.' }) content?: string;
  @Field(() => String, { nullable: true }) author?: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) publishTime?: Date;
  @Field(() => Boolean) top!: boolean;
  @Field(() => Int, { description: 'How many times the article was read.' }) views!: number;
}

@ObjectType({ description: 'A category (栏目) of articles.' })
export class ArticleCategory {
  @Field(() => String, { description: 'Key of the category (a dictKey of the business dictionary article_category).' })
  value!: string;
  @Field(() => String, { description: 'Name of the category.' }) label!: string;
}

@ObjectType({ description: 'Counted reads of one article.' })
export class ArticleViews {
  @Field(() => String, { description: 'Id of the article.' }) articleId!: string;
  @Field(() => String, { description: 'Title of the article.' }) title!: string;
  @Field(() => Int, { description: '0 draft, 1 published, 2 unpublished.' }) status!: number;
  @Field(() => Int, { description: 'Counted reads of the article (one per reader and day).' }) views!: number;
  @Field(() => Int, { description: 'Reads by signed-in users of member units.' }) memberViews!: number;
}

@ObjectType({ description: 'Counted reads by the signed-in users of one member unit.' })
export class UnitViews {
  @Field(() => String, { description: 'Id of the member unit.' }) unitId!: string;
  @Field(() => String, { description: 'Name of the member unit.' }) unitName!: string;
  @Field(() => Int, { description: "Reads by the unit's accounts." }) views!: number;
}

@ObjectType({ description: 'Counted reads of one day.' })
export class DayViews {
  @Field(() => String, { description: 'yyyy-MM-dd' }) day!: string;
  @Field(() => Int, { description: 'Article reads on the day.' }) views!: number;
}

@ObjectType({ description: 'Reading statistics (阅读统计): per article, per member unit and per day of the window.' })
export class ReadingStatistics {
  @Field(() => Int, { description: 'All reads in the window.' }) total!: number;
  @Field(() => [ArticleViews], { description: 'Reads per article, most read first.' }) articles!: ArticleViews[];
  @Field(() => [UnitViews], { description: 'Reads per member unit, most first.' }) units!: UnitViews[];
  @Field(() => [DayViews], { description: 'Every day of the window, oldest first (zeros included).' })
  days!: DayViews[];
}

@InputType()
export class ReadingStatisticsFilter {
  @Field(() => ID, { nullable: true, description: 'One article only.' }) @IsOptional() @IsString() articleId?: string;
  @Field(() => Int, { nullable: true, description: 'Days of the window ending today (default 30, at most 366).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(366)
  days?: number;
}
