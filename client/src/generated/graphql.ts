/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Accommodation of a conference registration. */
export type AccommodationInput = {
  /** Check-in date, YYYY-MM-DD. */
  checkInDate?: string | null | undefined;
  /** Check-out date, YYYY-MM-DD. */
  checkOutDate?: string | null | undefined;
  /** Hotel (up to 200 characters). */
  hotel?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** Room type (up to 64 characters). */
  roomType?: string | null | undefined;
  /** Who the room is shared with (up to 100 characters). */
  sharingWith?: string | null | undefined;
};

/** Search conditions on ApiLog records: only records matching every given field are listed. */
export type ApiLogFilter = {
  /** Part of the caller account. */
  createBy?: string | null | undefined;
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Only calls whose path contains this text. */
  requestUri?: string | null | undefined;
  /** ok or an error code. */
  result?: string | null | undefined;
  /** graphql, or a REST prefix such as blade-system. */
  serviceId?: string | null | undefined;
  /** Another tenant (administrators of the administrative tenant only). */
  tenantId?: string | null | undefined;
  /** Part of the title (mutation field or REST route). */
  title?: string | null | undefined;
};

/** The values of a ApiScope that an operation writes (see the fields of ApiScope). */
export type ApiScopeInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Id of the menu the scope belongs to. */
  menuId?: string | number | null | undefined;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Resource code of the scope (up to 100 characters). */
  resourceCode: string;
  /** HTTP method it guards (GET, POST) or empty for all. */
  scopeMethod?: string | null | undefined;
  /** Name of the scope (up to 100 characters). */
  scopeName: string;
  /** Path pattern, such as /api/blade-system/user/**. */
  scopePath: string;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on Article records: only records matching every given field are listed. */
export type ArticleFilter = {
  /** Only records whose `category` matches (absent or empty: no condition). The field: 栏目: a dictKey of the business dictionary article_category. */
  category?: string | null | undefined;
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** 0 draft, 1 published, 2 unpublished. */
  status?: number | null | undefined;
  /** Only records whose `title` matches (absent or empty: no condition). The field: 标题 */
  title?: string | null | undefined;
};

/** Names an article. */
export type ArticleIdInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
};

/** An article: created without id (as a draft), updated with id and version. */
export type ArticleInput = {
  /** 作者 */
  author?: string | null | undefined;
  /** A dictKey of the business dictionary article_category. */
  category: string;
  /** HTML; sanitized by the server. */
  content: string;
  /** Cover image URL (an upload of /files). */
  coverUrl?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** 摘要 (plain text). */
  summary?: string | null | undefined;
  /** 标题 */
  title: string;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** A read of the public detail page. The signed-in user is known from the token; others send their visitor id. */
export type ArticleReadInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** A random id the browser generated and keeps (localStorage). */
  visitorId?: string | null | undefined;
};

/** 置顶 (top) or not, with the order among top articles (smaller first). */
export type ArticleTopInput = {
  /** Id of the article. */
  id: string | number;
  /** True to pin the article to the top of the public list, false to unpin it. */
  top: boolean;
  /** Order among top articles (smaller first). */
  topOrder?: number | null | undefined;
};

/** Search conditions on Attach records: only records matching every given field are listed. */
export type AttachFilter = {
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Only files with this extension (with or without the dot, any case). */
  extension?: string | null | undefined;
  /** Only records whose `originalName` matches (absent or empty: no condition). The field: File name as uploaded (or renamed). */
  originalName?: string | null | undefined;
};

/** The values of a Attach that an operation writes (see the fields of Attach). */
export type AttachInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** File name as uploaded (or renamed). */
  originalName: string;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Automatic assignment: the applications of a programme (审核中 or 已通过, enabled), N experts each, from a group or a discipline. */
export type AutoAssignInput = {
  /** Only experts of this discipline (absent: any). */
  discipline?: string | null | undefined;
  /** The expert group; without it every approved expert of the discipline. */
  groupId?: string | number | null | undefined;
  /** Experts per application (1-20). */
  perApplication: number;
  /** Id of the award programme. */
  programmeId: string | number;
};

/** Enables or disables an application (modify-status); disabling needs the message. */
export type AwardApplicationEnabledInput = {
  /** 1 enabled, 0 disabled. */
  enabled: number;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** Why the application is disabled (up to 500 characters); needed when disabling. */
  message?: string | null | undefined;
};

/** Files changed after submission (modify-file). */
export type AwardApplicationFilesInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** The files of every material slot; they replace the application's materials. */
  materials: Array<MaterialFilesInput>;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** The application layer (newApplication): search text and show all (closed and not yet open too). */
export type AwardApplicationFilter = {
  /** Only programmes whose name or award type name contains this text. */
  keyword?: string | null | undefined;
  /** Also closed and not yet open programmes (only the first account category and programme staff). */
  showAll?: boolean | null | undefined;
};

/** An application draft: created without id (for a programme), updated with id and version. */
export type AwardApplicationInput = {
  /** 保存并送审: also submit. */
  andSubmit?: boolean | null | undefined;
  /** The values of the fields the programme's form definition adds, by field key (texts, numbers, dates, choices ... as JSON; keys the definition does not add are dropped; a text up to 5000 characters, the whole up to 64 KB). Absent: the added values stored are kept. Files of an added upload field go in materials. */
  extraValues?: Record<string, unknown> | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** The material slots of the award type, in form order (empty slots included), then the slots the programme's form definition adds that hold files. */
  materials?: Array<MaterialFilesInput> | null | undefined;
  /** The participant groups of the award type, in form order (empty groups included). */
  participants?: Array<ParticipantGroupInput> | null | undefined;
  /** Required when creating. */
  programmeId?: string | number | null | undefined;
  /** The declaration values (SPEC section 3). */
  values?: DeclarationValuesInput | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on AwardApplication records: only records matching every given field are listed. */
export type AwardApplicationListFilter = {
  /** Only records whose `awardType` matches (absent or empty: no condition). The field: Key of the award type registry. */
  awardType?: string | null | undefined;
  /** Only records whose `enabled` matches (absent or empty: no condition). The field: 1 enabled, 0 disabled by staff (see enabledMessage). */
  enabled?: number | null | undefined;
  /** Only records whose `flowStatus` matches (absent or empty: no condition). The field: Flow status mirrored from the flow instance: 0 待提交, 1 审核中, 2 已通过, 3 已驳回, 4 已作废, 5 已撤回. */
  flowStatus?: number | null | undefined;
  /** Only records whose `programmeId` matches (absent or empty: no condition). The field: Id of the award programme applied to. */
  programmeId?: string | number | null | undefined;
  /** Part of the project name. */
  projectName?: string | null | undefined;
  /** Part of the unit name. */
  unitName?: string | null | undefined;
  /** Only records whose `year` matches (absent or empty: no condition). The field: Year of the programme. */
  year?: number | null | undefined;
};

/** Names an award application (with the version read, for changes). */
export type AwardApplicationRefInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Batch approval of applications of one award type (the ones the user may approve now). */
export type AwardApprovalBatchInput = {
  /** Award type key of the applications. */
  awardType: string;
  /** Ids of the applications (at most 500). */
  ids: Array<string | number>;
};

/** Approval status change (modify-approval-status): only 0 (reset to 待提交) is accepted. */
export type AwardApprovalStatusInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** Why the approval status is reset (up to 500 characters). */
  opinion?: string | null | undefined;
  /** The new approval status: only 0 (reset) is accepted. */
  status: number;
};

/** Experts assigned to an application (assign/expert): replaces the assignment. */
export type AwardExpertAssignInput = {
  /** Ids of the experts to assign. */
  expertIds: Array<string | number>;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
};

/** 权限设置: the account categories (award_account_category keys) that may apply for a programme. */
export type AwardProgrammeCategoriesInput = {
  /** Account categories (award_account_category keys) that may apply (at most 20). */
  accountCategories: Array<string>;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on AwardProgramme records: only records matching every given field are listed. */
export type AwardProgrammeFilter = {
  /** Only records whose `awardType` matches (absent or empty: no condition). The field: Key of the award type registry (century_cup, quality_structure ...). */
  awardType?: string | null | undefined;
  /** Only records whose `name` matches (absent or empty: no condition). The field: Name of the programme. */
  name?: string | null | undefined;
  /** Only records whose `openFlag` matches (absent or empty: no condition). The field: 1 开启, 0 关闭 (dictionary open_flag). */
  openFlag?: number | null | undefined;
  /** Only records whose `year` matches (absent or empty: no condition). The field: Year of the programme. */
  year?: number | null | undefined;
};

/** An award programme (奖项设置): no id creates, an id updates. */
export type AwardProgrammeInput = {
  /** dictKeys of award_account_category that may apply, in order. */
  accountCategories: Array<string>;
  /** Key of the award type registry (century_cup, quality_structure ...). */
  awardType: string;
  /** Shown to applicants while the programme is closed. */
  closedMessage?: string | null | undefined;
  /** Last application day, YYYY-MM-DD. */
  endDate: string;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Name of the programme. */
  name: string;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** An application needs a confirmed allocation number of its recommending unit. */
  requireSerialNumber?: boolean | null | undefined;
  /** First application day, YYYY-MM-DD. */
  startDate: string;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
  /** Year of the programme. */
  year: number;
};

/** Opens (1) or closes (0) a programme; closing needs the message applicants will see. */
export type AwardProgrammeOpenInput = {
  /** Message shown while closed (up to 500 characters). */
  closedMessage?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** 1 open, 0 closed. */
  openFlag: number;
};

/** A status change of an allocation number: apply 0→1, allocate 1→2, confirm 2→3, return 1→0, reopen 2→1, revoke 3→2. */
export type AwardSerialActionInput = {
  /** apply, allocate, confirm, return, reopen or revoke. */
  action: string;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
};

/** Search conditions on AwardSerialNumber records: only records matching every given field are listed. */
export type AwardSerialNumberFilter = {
  /** Only numbers of this award programme. */
  programmeId?: string | number | null | undefined;
  /** Only records whose `recommendUnit` matches (absent or empty: no condition). The field: A dictKey of recommend_unit. */
  recommendUnit?: string | null | undefined;
  /** Only records whose `serialNumber` matches (absent or empty: no condition). The field: Generated per programme: <prefix><year>-<seq>, e.g. SJB2026-001. */
  serialNumber?: string | null | undefined;
  /** Only records whose `status` matches (absent or empty: no condition). The field: 0 待申请, 1 审核中, 2 分配中, 3 分配已确认 (dictionary serial_number_status). */
  status?: number | null | undefined;
};

/** An allocation number: no id creates (number generated), an id updates the quota and remark. */
export type AwardSerialNumberInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Id of the award programme. */
  programmeId: string | number;
  /** How many applications the unit may recommend. */
  quota: number;
  /** A dictKey of recommend_unit. */
  recommendUnit: string;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** The values of a AwardSettings that an operation writes (see the fields of AwardSettings). */
export type AwardSettingsInput = {
  /** 会员部联系电话: shown in the dues arrears notice of the award forms. */
  departmentPhone?: string | null | undefined;
};

/** Search conditions on AwardSubscription records: only records matching every given field are listed. */
export type AwardSubscriptionFilter = {
  /** Only records whose `account` matches (absent or empty: no condition). The field: The account name at subscription time. */
  account?: string | null | undefined;
  /** Only subscriptions to this award programme. */
  programmeId?: string | number | null | undefined;
  /** Only records whose `unitName` matches (absent or empty: no condition). The field: The unit name at subscription time. */
  unitName?: string | null | undefined;
};

/** One field of a model and its position on an A4 landscape page (842 × 595 points). */
export type CertificateLayoutInput = {
  /** left, center or right (x is the anchor). */
  align: string;
  /** The certificate field placed (heading, unitName, creditCode, memberLevel, number, validity, issueDate, issuer or qr). */
  field: string;
  /** Font size (points); for qr the side of the code. */
  size: number;
  /** Horizontal position in points from the left edge (A4 landscape). */
  x: number;
  /** Vertical position in points from the top edge (A4 landscape). */
  y: number;
};

/** Search conditions on CertificateModel records: only records matching every given field are listed. */
export type CertificateModelFilter = {
  /** Only records whose `status` matches (absent or empty: no condition). The field: 0 待提交, 1 已提交 (dictionary template_status); only submitted models issue certificates. */
  status?: number | null | undefined;
  /** Only records whose `title` matches (absent or empty: no condition). The field: 模板名称 */
  title?: string | null | undefined;
};

/** A certificate model: created without id, updated with id and version. */
export type CertificateModelInput = {
  /** Background image link (resource upload); used by the print view. */
  backgroundUrl?: string | null | undefined;
  /** The heading printed on the certificate (会员证书). */
  heading: string;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** 发证单位 */
  issuer: string;
  /** Absent: the default layout. */
  layout?: Array<CertificateLayoutInput> | null | undefined;
  /** Prefix of certificate numbers (letters and digits), e.g. LNJX. */
  numberPrefix: string;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** 0 待提交, 1 已提交. */
  status?: number | null | undefined;
  /** 模板名称 */
  title: string;
  /** Validity of a certificate in years (1-10). */
  validityYears?: number | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Change of the signed-in user's password. */
export type ChangePasswordInput = {
  /** The new password. */
  newPassword: string;
  /** The new password again (must equal newPassword). */
  newPassword1: string;
  /** The current password. */
  oldPassword: string;
};

/** Checks a registered person in at an event. */
export type CheckInInput = {
  /** Id of the event. */
  eventId: string | number;
  /** The person's sign-in number (typed or read from the QR code). */
  signInNumber: string;
};

/** An error the client met, reported for the error log. */
export type ClientErrorInput = {
  /** Kind of error: error, unhandledrejection, render ... (up to 32 characters). */
  kind: string;
  /** The error message. */
  message: string;
  /** Its stack trace. */
  stack?: string | null | undefined;
  /** When it happened. */
  time?: string | null | undefined;
  /** Address of the page where it happened. */
  url?: string | null | undefined;
  /** The browser's user agent. */
  userAgent?: string | null | undefined;
};

/** Errors the client met, reported together. */
export type ClientErrorsInput = {
  /** The errors. */
  errors: Array<ClientErrorInput>;
};

/** Search conditions on OAuth clients. */
export type ClientFilter = {
  /** Only clients whose id contains this text. */
  clientId?: string | null | undefined;
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
};

/** The values of an OAuth client (应用管理) that an operation writes. */
export type ClientInput = {
  /** Access token lifetime in seconds (60 to 86400). */
  accessTokenValidity: number;
  /** client_credentials: ids of the API scopes granted. */
  apiScopeIds?: Array<string> | null | undefined;
  /** The client id (up to 64 characters). */
  clientId: string;
  /** Required when creating; empty keeps the current secret. */
  clientSecret?: string | null | undefined;
  /** password, refresh_token, authorization_code, client_credentials (at least one). */
  grantTypes: Array<string>;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** client_credentials: permission codes of its service tokens. */
  permissionCodes?: Array<string> | null | undefined;
  /** client_credentials: calls per minute (1-100000). */
  rateLimitPerMinute?: number | null | undefined;
  /** Refresh token lifetime in seconds (300 to 31536000). */
  refreshTokenValidity: number;
  /** 1 active, 0 disabled. */
  status?: number | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on CodeDefinition records: only records matching every given field are listed. */
export type CodeDefinitionFilter = {
  /** Only records whose `codeName` matches (absent or empty: no condition). The field: Display name of the resource, such as 会员单位. */
  codeName?: string | null | undefined;
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Only records whose `serviceName` matches (absent or empty: no condition). The field: Module folder (service), such as member. */
  serviceName?: string | null | undefined;
  /** Only definitions whose table name contains this text. */
  tableName?: string | null | undefined;
};

/** The values of a CodeDefinition that an operation writes (see the fields of CodeDefinition). */
export type CodeDefinitionInput = {
  /** Legacy REST base below /api, such as /lnjzxh-member/member-unit. */
  apiPrefix: string;
  /** Display name of the resource, such as 会员单位. */
  codeName: string;
  /** The fields of the resource (at most 100). */
  fields: Array<CodeFieldInput>;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Menu (permission) code, such as member_unit. */
  menuCode: string;
  /** Resource name in kebab case, such as member-unit. */
  packageName: string;
  /** Primary key column (default id). */
  pkName?: string | null | undefined;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Module folder (service), such as member. */
  serviceName: string;
  /** Table name in snake case. */
  tableName: string;
  /** Table prefix, such as blade_ (lower case). */
  tablePrefix?: string | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** One field of a code definition. */
export type CodeFieldInput = {
  /** Column name in snake case, such as unit_name. */
  column: string;
  /** Chinese label of the field (up to 64 characters). */
  label: string;
  /** Longest text of a string field (default 255). */
  length?: number | null | undefined;
  /** Property name in camel case, such as unitName. */
  name: string;
  /** Whether the form requires a value. */
  required: boolean;
  /** Whether the list can be searched by the field. */
  searchable: boolean;
  /** Whether the list shows the field as a column. */
  showInList: boolean;
  /** string, text, int, decimal, date, datetime or boolean. */
  type: string;
};

/** Confirms that an order was paid. */
export type ConfirmPaymentInput = {
  /** Id of the payment order. */
  orderId: string | number;
  /** Bank reference of the transfer. */
  transactionId?: string | null | undefined;
};

/** Copies a code definition. */
export type CopyCodeDefinitionInput = {
  /** Name of the copy (default: the original name with -copy). */
  codeName?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
};

/** Pays a dues period: the amount is the period's, never the caller's. */
export type CreatePaymentOrderInput = {
  /** Offline: the unit that made the transfer (required from members). */
  payerName?: string | null | undefined;
  /** Offline: bank, account and transfer reference of the payer. */
  payerNote?: string | null | undefined;
  /** Id of the dues period to pay. */
  periodId: string | number;
  /** offline (default) or sandbox. */
  provider?: string | null | undefined;
  /** Offline: the amount transferred; must equal the amount due (required from members). */
  transferAmount?: string | null | undefined;
  /** Offline: the day of the transfer, yyyy-MM-dd (required from members). */
  transferDate?: string | null | undefined;
  /** Offline: the voucher, one image or PDF uploaded first (required from members). */
  vouchers?: Array<TransferVoucherInput> | null | undefined;
};

/** A new personal access token: its name, expiry (days or a date, Beijing time) and codes. */
export type CreatePersonalAccessTokenInput = {
  /** Permission codes (menu and button codes) the token may use. */
  codes: Array<string>;
  /** Days until it expires: 7, 30, 90 or 365. */
  expiresInDays?: number | null | undefined;
  /** Or the last day it is valid (YYYY-MM-DD, Beijing time). */
  expiresOn?: string | null | undefined;
  /** 令牌名称 */
  name: string;
};

/** The values of a DataScope that an operation writes (see the fields of DataScope). */
export type DataScopeInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Id of the menu the scope belongs to. */
  menuId?: string | number | null | undefined;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Resource code the scope applies to, such as user. */
  resourceCode: string;
  /** Column of the custom rule (custom scopes). */
  scopeColumn?: string | null | undefined;
  /** Name of the scope (up to 100 characters). */
  scopeName: string;
  /** 1 all, 2 custom column rule, 3 own records, 4 own department, 5 own department and children. */
  scopeType: number;
  /** Custom rule value: comma-separated values; {userId} and {deptId} stand for the user. */
  scopeValue?: string | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** The declaration values (SPEC section 3); absent and empty fields are not stored. */
export type DeclarationValuesInput = {
  /** Date of the provincial quality structure award (省优质结构日期), date, YYYY-MM-DD. */
  SYJGTime?: string | null | undefined;
  /** District or county of the construction site (区县): six-digit region code; empty when the city itself. */
  area?: string | null | undefined;
  /** Contractor (承建单位): id of the company. */
  askForWork?: string | null | undefined;
  /** Foundation type (基础形式). */
  basicForm?: string | null | undefined;
  /** Date the foundation passed acceptance (地基基础验收日期), date, YYYY-MM-DD. */
  basicTestTime?: string | null | undefined;
  /** Budgeted construction cost (工程造价预算), in 10,000 yuan (万元). */
  budget?: string | null | undefined;
  /** Floors below ground (地下层数): an integer of at most 3 digits. */
  buildingFloorsD?: string | null | undefined;
  /** Floors above ground (地上层数): an integer of at most 3 digits. */
  buildingFloorsU?: string | null | undefined;
  /** Building scale (建设规模), e.g. floor area. */
  buildingScale?: string | null | undefined;
  /** Detailed address of the site (详细地址). */
  built?: string | null | undefined;
  /** Scope of the construction work (施工内容), up to 2000 characters. */
  construction?: string | null | undefined;
  /** Contact phone (联系电话; quality structure declaration): mobile number, 11 digits. */
  contactPN?: string | null | undefined;
  /** Contact person of the unit (单位联系人; quality structure declaration). */
  contactPerson?: string | null | undefined;
  /** Testing unit of the foundation (基础检测单位). */
  detectionUnitJC?: string | null | undefined;
  /** Testing unit of the main structure (主体检测单位). */
  detectionUnitZT?: string | null | undefined;
  /** Completion date (竣工日期), date, YYYY-MM-DD; not before the start date. */
  endTime?: string | null | undefined;
  /** Unit the completion was filed with (备案单位). */
  filingUnit?: string | null | undefined;
  /** Final accounts (决算), in 10,000 yuan (万元). */
  finalAccounts?: string | null | undefined;
  /** Technical indicators and economic and social benefits (技术指标及经济社会效益), up to 2000 characters. */
  jszbAndShxy?: string | null | undefined;
  /** Application of the ten new building technologies (建筑业十项新技术应用), up to 2000 characters. */
  jzyTop10?: string | null | undefined;
  /** Technological innovation, green and intelligent construction (科技创新、绿色建造及智能建造), up to 2000 characters. */
  kjcxAndlvsjzAndZnjz?: string | null | undefined;
  /** Main applicant unit (主申报单位): id of the company (quality structure declaration). */
  mainApplicant?: string | null | undefined;
  /** Project name (工程名称). */
  proName?: string | null | undefined;
  /** Project category (工程类别): a value of the project_category business dictionary. */
  projectCategory?: string | null | undefined;
  /** Project sub-category (工程类别小类). */
  projectCategorySmall?: string | null | undefined;
  /** Contact person of the unit (单位联系人). */
  recommend?: string | null | undefined;
  /** Contact phone (联系电话): mobile number, 11 digits. */
  recommendPN?: string | null | undefined;
  /** Recommending unit (推荐单位): a value of the recommend_unit business dictionary. */
  recommendWork?: string | null | undefined;
  /** Recommending unit (推荐单位; quality structure declaration): a value of the recommend_unit dictionary. */
  referee?: string | null | undefined;
  /** City of the construction site (建设地点): six-digit region code of the city (ending 00). */
  region?: string | null | undefined;
  /** Declaration date (申报日期), date, YYYY-MM-DD. */
  sbDate?: string | null | undefined;
  /** Construction start date (开工日期), date, YYYY-MM-DD. */
  startTime?: string | null | undefined;
  /** Filing date (备案日期), date, YYYY-MM-DD. */
  structureAcceptanceTime?: string | null | undefined;
  /** Structure type (结构类型). */
  structureType?: string | null | undefined;
  /** Date the main structure was tested (主体检测日期), date, YYYY-MM-DD. */
  subjectDetectionTime?: string | null | undefined;
  /** New technology, processes, materials and equipment (新科技、新工艺、新材料、新设备), up to 2000 characters. */
  xkjAndGyAndClAndSb?: string | null | undefined;
  /** Information management and digital construction (信息化管理及数字建造), up to 2000 characters. */
  xxgyhfsjz?: string | null | undefined;
};

/** The values of a Dept that an operation writes (see the fields of Dept). */
export type DeptInput = {
  /** Short name of the department (up to 100 characters). */
  deptName: string;
  /** Full name of the department. */
  fullName?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** award or account. */
  loginType: string;
  /** Parent department; empty at the top. */
  parentId?: string | number | null | undefined;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Display order among its siblings (smaller first). */
  sort?: number | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on Dict records: only records matching every given field are listed. */
export type DictFilter = {
  /** Only records whose `code` matches (absent or empty: no condition). The field: Dictionary code; items inherit the code of their dictionary. */
  code?: string | null | undefined;
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Only records whose `dictValue` matches (absent or empty: no condition). The field: Item label, or the name of a dictionary. */
  dictValue?: string | null | undefined;
  /** Children of this entry (child-list). */
  parentId?: string | number | null | undefined;
  /** Only dictionaries, the top-level entries (parent-list). */
  root?: boolean | null | undefined;
};

/** A dictionary (no parentId: code and dictValue as its name) or an item (parentId, dictKey, dictValue). */
export type DictInput = {
  /** Code of a dictionary; items take their parent's code (a given value is ignored). */
  code?: string | null | undefined;
  /** Key of an item (required for items). */
  dictKey?: string | null | undefined;
  /** Item label, or the name of a dictionary. */
  dictValue: string;
  /** English label; empty: English mode shows dictValue. */
  dictValueEn?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** 0 no, 1 yes. */
  isSealed?: number | null | undefined;
  /** Parent entry; empty makes a dictionary. */
  parentId?: string | number | null | undefined;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Display order among its siblings (smaller first). */
  sort?: number | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on the public directory of member units. */
export type DirectoryFilterInput = {
  /** Only units whose name contains this text. */
  keyword?: string | null | undefined;
  /** Only units of this member level. */
  memberLevel?: string | null | undefined;
  /** Only units of this region (code). */
  regionCode?: string | null | undefined;
};

/** A drawn expert who declined or cannot take part: the first unused substitute steps in. */
export type DrawDeclineInput = {
  drawId: string | number;
  /** The drawn (or already substituted-in) expert to replace. */
  expertId: string | number;
  /** true: staff mark the expert unable (无法参加); absent or false: the expert declined (婉拒). */
  unable?: boolean | null | undefined;
};

/** Search conditions on DuesPeriod records: only records matching every given field are listed. */
export type DuesPeriodFilter = {
  /** Only unpaid periods whose due date has passed. */
  overdue?: boolean | null | undefined;
  /** 0 未缴, 1 已缴. */
  status?: number | null | undefined;
  /** Only records whose `unitId` matches (absent or empty: no condition). The field: Id of the member unit that owes the dues. */
  unitId?: string | number | null | undefined;
  /** Only records whose `unitName` matches (absent or empty: no condition). The field: Name of the member unit. */
  unitName?: string | null | undefined;
  /** Only records whose `year` matches (absent or empty: no condition). The field: The dues year (会费年度). */
  year?: number | null | undefined;
};

/** Search conditions on DuesReminder records: only records matching every given field are listed. */
export type DuesReminderFilter = {
  /** Only records whose `unitId` matches (absent or empty: no condition). The field: Id of the member unit reminded. */
  unitId?: string | number | null | undefined;
  /** Only records whose `year` matches (absent or empty: no condition). The field: The dues year of that period. */
  year?: number | null | undefined;
};

/** When dues reminders are sent. */
export type DuesReminderStepsInput = {
  /** Aging steps that remind: a subset of 0, 30, 60, 90 (empty: none). */
  steps: Array<number>;
};

/** Search conditions on DuesStandard records: only records matching every given field are listed. */
export type DuesStandardFilter = {
  /** Only records whose `memberLevel` matches (absent or empty: no condition). The field: A dictKey of `member_level`. */
  memberLevel?: string | null | undefined;
  /** Only standards of this year. */
  year?: number | null | undefined;
};

/** A dues standard: created without id, updated with id and version. */
export type DuesStandardInput = {
  /** Amount in 元 (at most 2 decimals). */
  amount: string;
  /** yyyy-MM-dd; default 31 March of the year. */
  dueDate?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** A dictKey of `member_level`. */
  memberLevel: string;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
  /** Year the standard applies to. */
  year: number;
};

/** Search conditions on EntryApplication records: only records matching every given field are listed. */
export type EntryApplicationFilter = {
  /** Only records whose `creditCode` matches (absent or empty: no condition). The field: Unified social credit code of the unit (统一社会信用代码, 18 characters). */
  creditCode?: string | null | undefined;
  /** Only records whose `flowStatus` matches (absent or empty: no condition). The field: Flow status mirrored from the flow instance (0-5). */
  flowStatus?: number | null | undefined;
  /** Only records whose `name` matches (absent or empty: no condition). The field: Name of the applying unit (单位名称). */
  name?: string | null | undefined;
};

/** A join application draft: created without id, updated (own, editable) with id and version. */
export type EntryApplicationInput = {
  /** Address of the unit. */
  address?: string | null | undefined;
  /** 保存并送审: also submit into the flow. */
  andSubmit?: boolean | null | undefined;
  /** Evidence attachments (up to 20). */
  attachments?: Array<EvidenceFileInput> | null | undefined;
  /** Mobile phone number of the contact person (11 digits). */
  contactMobile: string;
  /** Name of the unit's contact person. */
  contactName: string;
  /** Unified social credit code of the unit (统一社会信用代码, 18 characters). */
  creditCode: string;
  /** Email address. */
  email?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Legal representative of the unit (法定代表人). */
  legalRepresentative?: string | null | undefined;
  /** A dictKey of `member_level`. */
  memberLevel: string;
  /** Name of the applying unit (单位名称). */
  name: string;
  /** The unit's qualifications (资质), as text. */
  qualifications?: string | null | undefined;
  /** Code of the unit's region (administrative division). */
  regionCode?: string | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on ErrorLog records: only records matching every given field are listed. */
export type ErrorLogFilter = {
  /** Part of the account. */
  createBy?: string | null | undefined;
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Only errors whose message contains this text. */
  message?: string | null | undefined;
  /** Request id of a server error. */
  requestId?: string | null | undefined;
  /** Part of the page or request address. */
  requestUri?: string | null | undefined;
  /** client or server. */
  source?: string | null | undefined;
  /** Another tenant (administrators of the administrative tenant only). */
  tenantId?: string | null | undefined;
};

/** The answer to one custom option. */
export type EventAnswerInput = {
  /** Dictionary key. */
  key: string;
  /** The answer given. */
  value: string;
};

/** Search conditions on Event records: only records matching every given field are listed. */
export type EventFilter = {
  /** Only records whose `status` matches (absent or empty: no condition). The field: 0 草稿, 1 已发布, 2 已取消, 3 已删除. */
  status?: number | null | undefined;
  /** Only records whose `title` matches (absent or empty: no condition). The field: 活动名称 */
  title?: string | null | undefined;
  /** Only records whose `type` matches (absent or empty: no condition). The field: event 活动 or conference 会议. */
  type?: string | null | undefined;
};

/** An event: created as a draft without id, a draft updated with id and version. Times: ISO or yyyy-MM-dd HH:mm (UTC+8). */
export type EventInput = {
  /** 议程 */
  agenda?: string | null | undefined;
  /** 0 = unlimited. */
  capacity?: number | null | undefined;
  /** 活动介绍 */
  description?: string | null | undefined;
  /** When the event ends. */
  endTime: string;
  /** 元, at most 2 decimals. */
  fee?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** 报名截止时间; absent: the end time. */
  registrationDeadline?: string | null | undefined;
  /** When the event starts. */
  startTime: string;
  /** 活动名称 */
  title: string;
  /** event or conference. */
  type: string;
  /** 地点 */
  venue: string;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on EventRegistration records: only records matching every given field are listed. */
export type EventRegistrationFilter = {
  /** Only registrations checked in (true) or not (false). */
  checkedIn?: boolean | null | undefined;
  /** Only records whose `eventId` matches (absent or empty: no condition). The field: Id of the event registered for. */
  eventId: string | number;
  /** Name, mobile, unit or sign-in number. */
  keyword?: string | null | undefined;
};

/** A registration from the open registration page (no login). */
export type EventRegistrationInput = {
  /** Answers to the custom options (dictionary event_register_custom_options). */
  answers?: Array<EventAnswerInput> | null | undefined;
  /** Id of the event registered for. */
  eventId: string | number;
  /** 手机号码 */
  mobile: string;
  /** 姓名 */
  name: string;
  /** 职务 */
  post?: string | null | undefined;
  /** 工作单位 */
  unit: string;
};

/** The values of a EvidenceFile that an operation writes (see the fields of EvidenceFile). */
export type EvidenceFileInput = {
  /** File name as uploaded. */
  name: string;
  /** Size in bytes. */
  size?: number | null | undefined;
  /** Link of the file (an upload of /files). */
  url: string;
};

/** Search conditions on ExpertAccount records: only records matching every given field are listed. */
export type ExpertAccountFilter = {
  /** Only records whose `cardCode` matches (absent or empty: no condition). The field: Expert card number (专家证号), unique in the tenant. */
  cardCode?: string | null | undefined;
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Only records whose `discipline` matches (absent or empty: no condition). The field: A dictKey of the business dictionary expert_discipline. */
  discipline?: string | null | undefined;
  /** Only cards expired before today. */
  expired?: boolean | null | undefined;
  /** Only records whose `flowStatus` matches (absent or empty: no condition). The field: Flow status mirrored from the flow instance (0-5). */
  flowStatus?: number | null | undefined;
  /** Only experts whose name contains this text. */
  name?: string | null | undefined;
  /** Only records whose `unitName` matches (absent or empty: no condition). The field: 工作单位 */
  unitName?: string | null | undefined;
};

/** An expert account: staff file any; a person files their own (专家申请). */
export type ExpertAccountInput = {
  /** 保存并送审: also submit into the flow. */
  andSubmit?: boolean | null | undefined;
  /** Staff only. */
  cardCode?: string | null | undefined;
  /** Unified social credit code of the unit (conflict-of-interest checks). */
  creditCode?: string | null | undefined;
  /** A dictKey of the business dictionary expert_discipline. */
  discipline: string;
  /** Staff only; YYYY-MM-DD. */
  expirationDate?: string | null | undefined;
  /** 1 男, 2 女 */
  gender?: number | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** 职称 */
  jobTitle?: string | null | undefined;
  /** Mobile phone number (11 digits). */
  mobile: string;
  /** The expert's name (up to 50 characters). */
  name: string;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** 专业特长与主要业绩 */
  resume?: string | null | undefined;
  /** 工作单位 */
  unitName: string;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Issues or changes the expert card of an account (staff). */
export type ExpertCardInput = {
  /** Number of the expert card (up to 32 characters). */
  cardCode: string;
  /** YYYY-MM-DD; none: no end. */
  expirationDate?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
};

/** Random draw (专家抽取): N experts and M ranked substitutes for each chosen application, from a group or a discipline. */
export type ExpertDrawInput = {
  /** The applications to draw for (1-200, of one programme or several). */
  applicationIds: Array<string | number>;
  /** N: experts to draw per application (1-20). */
  count: number;
  /** Only experts of this discipline. */
  discipline?: string | null | undefined;
  /** The expert group; without it every approved expert of the discipline. */
  groupId?: string | number | null | undefined;
  /** M: ranked substitutes per application (0-20). */
  substitutes: number;
};

/** Search conditions on ExpertGroup records: only records matching every given field are listed. */
export type ExpertGroupFilter = {
  /** Only records whose `discipline` matches (absent or empty: no condition). The field: A dictKey of the business dictionary expert_discipline. */
  discipline?: string | null | undefined;
  /** Only groups whose name contains this text. */
  name?: string | null | undefined;
};

/** An expert group: no id creates, an id updates. */
export type ExpertGroupInput = {
  /** A dictKey of the business dictionary expert_discipline. */
  discipline?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** The member experts (lnjzxh expert accounts). */
  memberIds: Array<string | number>;
  /** Name of the group (up to 100 characters). */
  name: string;
  /** A region code (blade_region). */
  regionCode?: string | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Public expert search (/cmsPages/expertSearch). */
export type ExpertSearchFilter = {
  /** Only experts of this discipline (code). */
  discipline?: string | null | undefined;
  /** Only experts whose name, work unit or card number contains this text. */
  keyword?: string | null | undefined;
};

/** The values of a FeedbackReply that an operation writes (see the fields of FeedbackReply). */
export type FeedbackReplyInput = {
  /** Text of the reply. */
  content: string;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** An uploaded file (name, link, size). */
export type FileRefInput = {
  /** File name as uploaded. */
  name: string;
  /** Size in bytes. */
  size?: number | null | undefined;
  /** Link of the file (an upload of /files). */
  url: string;
};

/** An action on a flow instance (approve, reject, void, withdraw ...) with its opinion. */
export type FlowActionInput = {
  /** submit | approve | reject | void | withdraw | reset */
  action: string;
  /** Id of the flow instance. */
  instanceId: string | number;
  /** Opinion of the action (审核意见). */
  opinion?: string | null | undefined;
  /** The instance version read; a stale one is refused. */
  version?: number | null | undefined;
};

/** Claims a task of a flow instance. */
export type FlowClaimInput = {
  /** Id of the flow instance. */
  instanceId: string | number;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on FlowModel records: only records matching every given field are listed. */
export type FlowModelFilter = {
  /** Every version, not only the latest. */
  allVersions?: boolean | null | undefined;
  /** Only records whose `modelKey` matches (absent or empty: no condition). The field: Business type the model serves, such as leave or entry_application. */
  modelKey?: string | null | undefined;
  /** Only records whose `name` matches (absent or empty: no condition). The field: Name of the flow model. */
  name?: string | null | undefined;
};

/** The values of a FlowModel that an operation writes (see the fields of FlowModel). */
export type FlowModelInput = {
  /** Business type the model serves, such as leave or entry_application. */
  modelKey: string;
  /** Name of the flow model. */
  name: string;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** The ordered steps. */
  steps: Array<FlowStepInput>;
};

/** Suspends or activates the model of a business type. */
export type FlowModelStatusInput = {
  /** Key of the model (its business type). */
  modelKey: string;
  /** 1 active, 0 suspended. */
  status: number;
};

/** The values of a FlowStep that an operation writes (see the fields of FlowStep). */
export type FlowStepInput = {
  /** user | role | dept | rule */
  approverKind: string;
  /** User ids, role aliases, dept ids, or the one rule name. */
  approvers: Array<string>;
  /** Whether the step offers the approve button. */
  buttonApproval?: boolean | null | undefined;
  /** Label of the approve button. */
  buttonApprovalTitle?: string | null | undefined;
  /** Void (作废). */
  buttonCancel?: boolean | null | undefined;
  /** Label of the void button. */
  buttonCancelTitle?: string | null | undefined;
  /** Whether the step offers the reject button. */
  buttonReject?: boolean | null | undefined;
  /** Label of the reject button. */
  buttonRejectTitle?: string | null | undefined;
  /** Whether the step offers the reset button. */
  buttonReset?: boolean | null | undefined;
  /** Label of the reset button. */
  buttonResetTitle?: string | null | undefined;
  /** Title of the step (shown in the approval panel). */
  title: string;
};

/** Submits a business record to its flow. */
export type FlowSubmitInput = {
  /** Id of the business record. */
  businessId: string | number;
  /** Business type of the record (as registered). */
  businessType: string;
  /** Opinion of the submission. */
  opinion?: string | null | undefined;
  /** Title of the record in task lists (up to 200 characters). */
  title?: string | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on flow instances. */
export type FlowTaskFilter = {
  /** Only instances of this business type. */
  businessType?: string | null | undefined;
  /** Follow-up only: the status code. */
  status?: number | null | undefined;
  /** Only instances whose title contains this text. */
  title?: string | null | undefined;
};

/** Which task list and search conditions on its flow instances. */
export type FlowTaskListFilter = {
  /** Only instances of this business type. */
  businessType?: string | null | undefined;
  /** todo | claim | sent | done */
  kind: string;
  /** Only instances whose title contains this text. */
  title?: string | null | undefined;
};

/** Ends a flow instance early. */
export type FlowTerminateInput = {
  /** Id of the flow instance. */
  instanceId: string | number;
  /** Why the flow is ended. */
  reason?: string | null | undefined;
};

/** Issues certificates to every active member unit that has no valid one of this model. */
export type GenerateAllCertificatesInput = {
  /** Issue date, yyyy-MM-dd; default today. */
  issueDate?: string | null | undefined;
  /** Id of the certificate model to print with. */
  modelId: string | number;
  /** First valid day, yyyy-MM-dd; default from the model's validity. */
  validFrom?: string | null | undefined;
  /** Last valid day, yyyy-MM-dd; default from the model's validity. */
  validTo?: string | null | undefined;
};

/** Issues a certificate to one member unit. Dates default to today and the model's validity. */
export type GenerateCertificateInput = {
  /** Issue date, yyyy-MM-dd; default today. */
  issueDate?: string | null | undefined;
  /** Id of the certificate model to print with. */
  modelId: string | number;
  /** Id of the member unit. */
  unitId: string | number;
  /** First valid day, yyyy-MM-dd; default from the model's validity. */
  validFrom?: string | null | undefined;
  /** Last valid day, yyyy-MM-dd; default from the model's validity. */
  validTo?: string | null | undefined;
};

/** Generates the dues periods of a year for the member units. */
export type GenerateDuesInput = {
  /** The dues year. */
  year: number;
};

/** What roles are granted: menus, data scopes and API scopes (replacing what they had). */
export type GrantInput = {
  /** Ids of the API scopes granted (absent: none). */
  apiScopeIds?: Array<string | number> | null | undefined;
  /** Ids of the data scopes granted (absent: none). */
  dataScopeIds?: Array<string | number> | null | undefined;
  /** Ids of the menus and buttons granted. */
  menuIds: Array<string | number>;
  /** Ids of the roles to grant to (at least one). */
  roleIds: Array<string | number>;
};

/** Public invoice pages: a member unit proves who it is with its credit code and contact mobile. */
export type InvoiceAccessInput = {
  /** Unified social credit code (18 characters) of the unit. */
  creditCode: string;
  /** Mobile phone number (11 digits). */
  mobile: string;
};

/** Search conditions on paid orders and their invoice requests. */
export type InvoiceReconciliationFilter = {
  /** -1 none requested, 0 requested, 1 issued. */
  invoiceStatus?: number | null | undefined;
  /** Only orders of units whose name contains this text. */
  unitName?: string | null | undefined;
};

/** The values of a InvoiceRequest that an operation writes (see the fields of InvoiceRequest). */
export type InvoiceRequestInput = {
  /** Id of the invoice title (InvoiceUnit) the invoice is made out to. */
  invoiceUnitId: string | number;
  /** Id of the paid order to invoice. */
  orderId: string | number;
};

/** The values of a InvoiceUnit that an operation writes (see the fields of InvoiceUnit). */
export type InvoiceUnitInput = {
  /** 银行账号 */
  account?: string | null | undefined;
  /** Address printed on invoices (up to 500 characters). */
  address?: string | null | undefined;
  /** 开户行 */
  bank?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Phone printed on invoices (up to 32 characters). */
  phone?: string | null | undefined;
  /** 税号: validated as a unified social credit code. */
  taxNumber: string;
  /** 发票抬头 */
  title: string;
};

/** Records the issue of a requested invoice. */
export type IssueInvoiceInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** Number of the issued invoice. */
  invoiceNumber: string;
};

/** Search conditions on leave requests. */
export type LeaveFilter = {
  /** Flow administrators: everyone's requests. */
  all?: boolean | null | undefined;
  /** Only requests in this flow status (0 to 5, SPEC section 4). */
  flowStatus?: number | null | undefined;
};

/** The values of a leave request (请假), to save or to save and submit. */
export type LeaveInput = {
  /** 保存并送审: also submit into the flow. */
  andSubmit?: boolean | null | undefined;
  /** Days of leave, up to one decimal (e.g. 1.5). */
  days: string;
  /** End of the leave. */
  endTime: string;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** 1 事假, 2 病假, 3 年假, 4 调休, 5 婚假, 6 产假, 7 其他. */
  leaveType: number;
  /** Reason for the leave (up to 2000 characters). */
  reason: string;
  /** Start of the leave. */
  startTime: string;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Password sign-in: tenant, account and password. */
export type LoginInput = {
  /** The account (login name). */
  account: string;
  /** The code the captcha picture shows. */
  captchaCode?: string | null | undefined;
  /** Key of a captcha (query captcha); needed past the per-account failure threshold. */
  captchaKey?: string | null | undefined;
  /** OAuth client; default the legacy client saber. */
  clientId?: string | null | undefined;
  /** The password. */
  password: string;
  /** The tenant code (six digits). */
  tenantId: string;
};

/** Sign-out. */
export type LogoutInput = {
  /** The session to end; its whole refresh-token family is revoked. */
  refreshToken?: string | null | undefined;
};

/** Marks messages read: the given ones, or all. */
export type MarkMessagesReadInput = {
  /** Marks every message of the user read. */
  all?: boolean | null | undefined;
  /** Ids of the messages. */
  ids?: Array<string | number> | null | undefined;
};

/** Notices the signed-in user has read. */
export type MarkNoticeReadInput = {
  /** Ids of the notices read. */
  ids: Array<string | number>;
};

/** The files of one material slot of an award application. */
export type MaterialFilesInput = {
  /** The files of the slot. */
  files: Array<FileRefInput>;
  /** Key of the material slot. */
  slot: string;
};

/** Search conditions on the applications of member units. */
export type MemberApplicationFilter = {
  /** Only applications in this flow status (0 to 5, SPEC section 4). */
  flowStatus?: number | null | undefined;
  /** Only applications of this kind: join, contacts, qualifications or posts. */
  kind?: string | null | undefined;
  /** Only applications of units whose name contains this text. */
  unitName?: string | null | undefined;
};

/** Search conditions on MemberCertificate records: only records matching every given field are listed. */
export type MemberCertificateFilter = {
  /** Only records whose `number` matches (absent or empty: no condition). The field: 证书编号: <prefix>-<year>-<4-digit sequence>, unique in the tenant. */
  number?: string | null | undefined;
  /** valid, expired or revoked. */
  state?: string | null | undefined;
  /** Only records whose `unitId` matches (absent or empty: no condition). The field: Id of the member unit the certificate is issued to. */
  unitId?: string | number | null | undefined;
  /** Only records whose `unitName` matches (absent or empty: no condition). The field: Unit name when issued. */
  unitName?: string | null | undefined;
};

/** Search conditions on member change requests. */
export type MemberChangeFilter = {
  /** Only requests in this flow status (0 to 5, SPEC section 4). */
  flowStatus?: number | null | undefined;
  /** Only requests of this kind: contacts, qualifications or posts. */
  kind?: string | null | undefined;
  /** Only requests of this member unit. */
  unitId?: string | number | null | undefined;
  /** Part of the unit name. */
  unitName?: string | null | undefined;
};

/** A change request draft of the signed-in unit: created without id, updated (own, editable) with id and version. */
export type MemberChangeInput = {
  /** New address of the unit. */
  address?: string | null | undefined;
  /** 保存并送审: also submit into the flow. */
  andSubmit?: boolean | null | undefined;
  /** Evidence attachments (up to 20). */
  attachments?: Array<EvidenceFileInput> | null | undefined;
  /** New mobile phone number of the contact person (11 digits). */
  contactMobile?: string | null | undefined;
  /** New name of the unit's contact person. */
  contactName?: string | null | undefined;
  /** New email address of the unit. */
  email?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** contacts | qualifications | posts */
  kind: string;
  /** New legal representative of the unit (法定代表人). */
  legalRepresentative?: string | null | undefined;
  /** dictKeys of `member_post`. */
  posts?: Array<string> | null | undefined;
  /** One qualification per line. */
  qualifications?: string | null | undefined;
  /** 变更说明 */
  remark?: string | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on MemberFeedback records: only records matching every given field are listed. */
export type MemberFeedbackFilter = {
  /** Only records whose `status` matches (absent or empty: no condition). The field: 0 待回复, 1 已回复 */
  status?: number | null | undefined;
  /** Only records whose `title` matches (absent or empty: no condition). The field: Title of the feedback. */
  title?: string | null | undefined;
  /** Only records whose `unitName` matches (absent or empty: no condition). The field: Name of the sender's member unit. */
  unitName?: string | null | undefined;
};

/** A feedback of the signed-in member to the association. */
export type MemberFeedbackInput = {
  /** Files attached to the feedback. */
  attachments?: Array<EvidenceFileInput> | null | undefined;
  /** The feedback text. */
  content: string;
  /** Title of the feedback. */
  title: string;
};

/** The values of a MemberPerson that an operation writes (see the fields of MemberPerson). */
export type MemberPersonInput = {
  /** 身份证号 (optional). */
  idCard?: string | null | undefined;
  /** Mobile phone number (11 digits). */
  mobile?: string | null | undefined;
  /** Name of the person. */
  name: string;
  /** 职务 */
  post?: string | null | undefined;
};

/** Search conditions on MemberUnit records: only records matching every given field are listed. */
export type MemberUnitFilter = {
  /** Only records whose `creditCode` matches (absent or empty: no condition). The field: 统一社会信用代码 (GB 32100-2015), upper case. */
  creditCode?: string | null | undefined;
  /** Only records whose `memberLevel` matches (absent or empty: no condition). The field: Member level (a dictKey of `member_level`). */
  memberLevel?: string | null | undefined;
  /** Only records whose `name` matches (absent or empty: no condition). The field: 单位名称 */
  name?: string | null | undefined;
  /** A region code: a province or city also matches the divisions below it. */
  regionCode?: string | null | undefined;
  /** Only records whose `status` matches (absent or empty: no condition). The field: 1 正常, 0 停用 (dictionary `member_status`). */
  status?: number | null | undefined;
};

/** A member unit: created without id, updated with id and version. `people` (when given) replaces the unit's people. */
export type MemberUnitInput = {
  /** Address of the unit. */
  address?: string | null | undefined;
  /** 联系人手机 */
  contactMobile: string;
  /** 联系人 */
  contactName: string;
  /** 统一社会信用代码 (GB 32100-2015), upper case. */
  creditCode: string;
  /** Email address. */
  email?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** 入会日期 yyyy-MM-dd. */
  joinDate?: string | null | undefined;
  /** 法定代表人 */
  legalRepresentative?: string | null | undefined;
  /** A dictKey of `member_level`. */
  memberLevel: string;
  /** 单位名称 */
  name: string;
  /** The people of the unit. */
  people?: Array<MemberPersonInput> | null | undefined;
  /** dictKeys of `member_post`. */
  posts?: Array<string> | null | undefined;
  /** 资质 (one per line). */
  qualifications?: string | null | undefined;
  /** Region code (GB/T 2260) of the system regions. */
  regionCode?: string | null | undefined;
  /** 1 正常, 0 停用. */
  status?: number | null | undefined;
  /** The company account that signs in for the unit. */
  userId?: string | number | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** The values of a Menu that an operation writes (see the fields of Menu). */
export type MenuInput = {
  /** Alias of the menu or button (up to 100 characters). */
  alias?: string | null | undefined;
  /** 1 menu, 2 button. */
  category: number;
  /** Permission code (unique), such as user or user_add. */
  code: string;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** meta.isAuth: false makes the route open. */
  isAuth?: boolean | null | undefined;
  /** meta.isTab: false opens no tab. */
  isTab?: boolean | null | undefined;
  /** Name of the menu or button (up to 100 characters). */
  name: string;
  /** English name (up to 100 characters); empty: the name. */
  nameEn?: string | null | undefined;
  /** Id of the parent menu (absent: top level). */
  parentId?: string | number | null | undefined;
  /** Route path of a menu. */
  path?: string | null | undefined;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** meta.roles: role aliases that see the item; empty means every role granted it. */
  roles?: Array<string> | null | undefined;
  /** Display order among its siblings (smaller first). */
  sort?: number | null | undefined;
  /** Icon name. */
  source?: string | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on Notice records: only records matching every given field are listed. */
export type NoticeFilter = {
  /** Only records whose `category` matches (absent or empty: no condition). The field: A dictKey of the system dictionary `notice`. */
  category?: string | null | undefined;
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** 0 draft, 1 published. */
  status?: number | null | undefined;
  /** Only notices whose title contains this text. */
  title?: string | null | undefined;
};

/** Names a notice. */
export type NoticeIdInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
};

/** A notice draft: created without id, updated (drafts only) with id and version. */
export type NoticeInput = {
  /** A dictKey of the system dictionary `notice`. */
  category: string;
  /** Plain text (line breaks kept). */
  content: string;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Title of the notice (up to 255 characters). */
  title: string;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** The values of a NotificationKindChoice that an operation writes (see the fields of NotificationKindChoice). */
export type NotificationKindChoiceInput = {
  /** Email address. */
  email: boolean;
  /** flow_task | application_result | receipt_issued | event_registered | event_reminder | questionnaire_reminder */
  kind: string;
};

/** The values of a NotificationPreferences that an operation writes (see the fields of NotificationPreferences). */
export type NotificationPreferencesInput = {
  /** The choices per notification kind. */
  kinds: Array<NotificationKindChoiceInput>;
  /** Language of the emails: zh-CN or en. */
  language?: string | null | undefined;
};

/** Search conditions on OaApplication records: only records matching every given field are listed. */
export type OaApplicationFilter = {
  /** Only records whose `category` matches (absent or empty: no condition). The field: 类别: a dictKey of the business dictionary oa_category. */
  category?: string | null | undefined;
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Flow status 0-5. */
  flowStatus?: number | null | undefined;
  /** Only records whose `referenceNumber` matches (absent or empty: no condition). The field: 文号, such as 辽建协〔2026〕001号 (from generateOaReferenceNumber). */
  referenceNumber?: string | null | undefined;
  /** mine (filed by me), approve (I am a designated approver), cc (cc to me, approved), all (oa_manage or flow_admin). Default: all for those, else mine. */
  scope?: string | null | undefined;
  /** Only records whose `title` matches (absent or empty: no condition). The field: 标题 */
  title?: string | null | undefined;
};

/** An office application: created without id, updated (own, pending/rejected/withdrawn) with id and version. */
export type OaApplicationInput = {
  /** Money text (2 decimals, not negative), or empty. */
  amount?: string | null | undefined;
  /** 保存并送审: also submit into the flow. */
  andSubmit?: boolean | null | undefined;
  /** Designated approvers in order (user ids from oaApprovers); required to submit. */
  approverIds?: Array<string | number> | null | undefined;
  /** The attached files (name and address). */
  attachments?: Array<OaAttachmentInput> | null | undefined;
  /** A dictKey of the business dictionary oa_category. */
  category: string;
  /** Association personnel informed once approved (user ids from oaAssociationPersonnel). */
  ccUserIds?: Array<string | number> | null | undefined;
  /** 正文/事由 (plain text, line breaks kept). */
  content: string;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** A 文号 issued by generateOaReferenceNumber (or empty). */
  referenceNumber?: string | null | undefined;
  /** 标题 */
  title: string;
  /** 1 普通 (default), 2 紧急, 3 特急. */
  urgency?: number | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Corrects the text of an opinion its author wrote (legacy approval-record/update). */
export type OaApprovalRecordInput = {
  /** The corrected opinion (up to 2000 characters). */
  approvalOpinion: string;
  /** The flow log entry (审批记录) id. */
  id: string | number;
};

/** The values of a OaAttachment that an operation writes (see the fields of OaAttachment). */
export type OaAttachmentInput = {
  /** The attachment record (附件管理) when the upload made one. */
  attachId?: string | number | null | undefined;
  /** File name (up to 255 characters). */
  name: string;
  /** Size in bytes. */
  size: number;
  /** Link to the file (our /files route, as answered by the upload call). */
  url: string;
};

/** Asks for a reference number (文号) of an office application. */
export type OaReferenceInput = {
  /** Store the new 文号 on this application (its applicant while editable, or oa_manage). */
  applicationId?: string | number | null | undefined;
};

/** Search conditions on OssConfig records: only records matching every given field are listed. */
export type OssConfigFilter = {
  /** Only records whose `category` matches (absent or empty: no condition). The field: local or s3. */
  category?: string | null | undefined;
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Only records whose `ossCode` matches (absent or empty: no condition). The field: Name of this configuration. */
  ossCode?: string | null | undefined;
};

/** The values of a OssConfig that an operation writes (see the fields of OssConfig). */
export type OssConfigInput = {
  /** Access key id (up to 128 characters). */
  accessKey?: string | null | undefined;
  /** Bucket the files are stored in (up to 128 characters). */
  bucketName?: string | null | undefined;
  /** local or s3. */
  category: string;
  /** Endpoint URL of the object storage service. */
  endpoint?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Name of this configuration. */
  ossCode: string;
  /** Path-style addressing (endpoint/bucket/key). */
  pathStyle?: boolean | null | undefined;
  /** Region of the storage service (up to 64 characters). */
  region?: string | null | undefined;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Write-only; empty (or the masked value) keeps the stored one. */
  secretKey?: string | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Which page to read: current from 1, size from 1 to 200 (default 10). */
export type PageInput = {
  /** Fields to sort by, ascending, comma-separated (legacy ascs); names or column names. */
  ascs?: string | null | undefined;
  /** Page number, from 1 (default 1). */
  current?: number | null | undefined;
  /** Fields to sort by, descending, comma-separated (legacy descs); names or column names. */
  descs?: string | null | undefined;
  /** Rows per page, 1 to 200 (default 10). */
  size?: number | null | undefined;
};

/** Search conditions on Param records: only records matching every given field are listed. */
export type ParamFilter = {
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Part of the key, case-insensitive. */
  paramKey?: string | null | undefined;
  /** Part of the name, case-insensitive. */
  paramName?: string | null | undefined;
};

/** The values of a Param that an operation writes (see the fields of Param). */
export type ParamInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Key the parameter is read by. */
  paramKey: string;
  /** Name of the parameter. */
  paramName: string;
  /** Value of the parameter. */
  paramValue: string;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** The version that was read; a stale version is refused. */
  version?: number | null | undefined;
};

/** A group of participating units of an award application, with their people. */
export type ParticipantGroupInput = {
  /** Key of the participant group (up to 40 characters). */
  group: string;
  /** The participant units of the group, in order. */
  units: Array<ParticipantUnitInput>;
};

/** A participating unit of an award application, with its people. */
export type ParticipantUnitInput = {
  /** Building number (楼号); default -. */
  buildingNumber?: string | null | undefined;
  /** Id of the company. */
  companyId?: string | number | null | undefined;
  /** The people fields of the unit. */
  people?: Array<PeopleEntryInput> | null | undefined;
};

/** Search conditions on PaymentOrder records: only records matching every given field are listed. */
export type PaymentOrderFilter = {
  /** Only records whose `orderNo` matches (absent or empty: no condition). The field: Order number (unique, shown to the payer and on the receipt). */
  orderNo?: string | null | undefined;
  /** Only records whose `provider` matches (absent or empty: no condition). The field: offline (bank transfer) or sandbox (online test provider). */
  provider?: string | null | undefined;
  /** Only records whose `status` matches (absent or empty: no condition). The field: 0 待支付, 1 已支付, 2 已取消. */
  status?: number | null | undefined;
  /** Only records whose `unitId` matches (absent or empty: no condition). The field: Id of the paying member unit. */
  unitId?: string | number | null | undefined;
  /** Only records whose `unitName` matches (absent or empty: no condition). The field: Name of the paying member unit. */
  unitName?: string | null | undefined;
};

/** The values of a PeopleEntry that an operation writes (see the fields of PeopleEntry). */
export type PeopleEntryInput = {
  /** The role field, e.g. xmjl_people. */
  field: string;
  /** The names, separated by 、 (up to 255 characters). */
  value: string;
};

/** Search conditions on Post records: only records matching every given field are listed. */
export type PostFilter = {
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Only posts whose code contains this text. */
  postCode?: string | null | undefined;
  /** Only posts whose name contains this text. */
  postName?: string | null | undefined;
};

/** The values of a Post that an operation writes (see the fields of Post). */
export type PostInput = {
  /** 1 senior management, 2 middle management, 3 staff, 4 other. */
  category: number;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Code of the post. */
  postCode: string;
  /** Name of the post. */
  postName: string;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Display order among its siblings (smaller first). */
  sort?: number | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** The signed-in user's own profile fields. */
export type ProfileInput = {
  /** Avatar image URL (up to 500 characters). */
  avatar?: string | null | undefined;
  /** Award name (profile). */
  awardName?: string | null | undefined;
  /** Company name (profile). */
  companyName?: string | null | undefined;
  /** Email address. */
  email?: string | null | undefined;
  /** Phone number (up to 32 characters). */
  phone?: string | null | undefined;
  /** Project name (profile). */
  projectName?: string | null | undefined;
  /** The person’s real name. */
  realName?: string | null | undefined;
  /** Recommending unit (dictionary key). */
  referee?: string | null | undefined;
};

/** The public list: published articles of a category, searched by title. */
export type PublicArticleFilter = {
  /** Only records whose `category` matches (absent or empty: no condition). The field: 栏目: a dictKey of the business dictionary article_category. */
  category?: string | null | undefined;
  /** Words of the title or summary. */
  keyword?: string | null | undefined;
};

/** Adds a member unit to the units allowed to declare quality teams. */
export type QualityTeamUnitAddInput = {
  /** Id of the member unit to add. */
  memberUnitId: string | number;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
};

/** Enables (1) or disables (0) a quality-team unit; without enabled the flag toggles. */
export type QualityTeamUnitEnableInput = {
  /** 1 enabled, 0 disabled; absent: toggles the flag. */
  enabled?: number | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
};

/** Search conditions on QualityTeamUnit records: only records matching every given field are listed. */
export type QualityTeamUnitFilter = {
  /** Only records whose `enabled` matches (absent or empty: no condition). The field: 1 启用, 0 停用. */
  enabled?: number | null | undefined;
  /** Only records whose `unitName` matches (absent or empty: no condition). The field: The unit name when it was added. */
  unitName?: string | null | undefined;
};

/** Search conditions on ReadingStatistics records: only records matching every given field are listed. */
export type ReadingStatisticsFilter = {
  /** One article only. */
  articleId?: string | number | null | undefined;
  /** Days of the window ending today (default 30, at most 366). */
  days?: number | null | undefined;
};

/** Search conditions on Receipt records: only records matching every given field are listed. */
export type ReceiptFilter = {
  /** Only records whose `receiptNo` matches (absent or empty: no condition). The field: yyyy-000001 */
  receiptNo?: string | null | undefined;
  /** 1 有效, 0 已作废. */
  status?: number | null | undefined;
  /** Only records whose `unitName` matches (absent or empty: no condition). The field: Name of the member unit that paid. */
  unitName?: string | null | undefined;
  /** Only records whose `year` matches (absent or empty: no condition). The field: Year of the receipt number. */
  year?: number | null | undefined;
};

/** Exchange of a refresh token for new tokens. */
export type RefreshInput = {
  /** The OAuth client the tokens were issued to; default the legacy client saber. */
  clientId?: string | null | undefined;
  /** The refresh token; it is used up and a new one returned. */
  refreshToken: string;
};

/** A region to create (no id) or update (id and version; code and parent stay as they are). */
export type RegionInput = {
  /** Six-digit division code (GB/T 2260), such as 210102. */
  code: string;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Name of the region. */
  name: string;
  /** Parent's code; empty or '00' for a province. */
  parentCode?: string | null | undefined;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Display order among its siblings (smaller first). */
  sort?: number | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Guest registration; the account waits for approval (SPEC section 5). */
export type RegisterInput = {
  /** The account (login name) wanted. */
  account: string;
  /** The password again (must equal password). */
  confirmPassword: string;
  /** Email address. */
  email?: string | null | undefined;
  /** The password. */
  password: string;
  /** Phone number (up to 32 characters). */
  phone?: string | null | undefined;
  /** The person’s real name. */
  realName?: string | null | undefined;
  /** Ticket from the external login site linking the new account to it. */
  registrationTicket?: string | null | undefined;
  /** The tenant code (six digits) to register in. */
  tenantId: string;
};

/** Search conditions on registrations waiting for approval. */
export type RegistrationFilter = {
  /** Only accounts containing this text. */
  account?: string | null | undefined;
};

/** Registrations to reject. */
export type RejectRegistrationsInput = {
  /** Ids of the registered users to reject. */
  ids: Array<string>;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
};

/** Ids of the records to remove (at least one, at most 1000). */
export type RemoveInput = {
  /** Ids of the records to remove (at least one). */
  ids: Array<string | number>;
};

/** Search conditions on ReportFile records: only records matching every given field are listed. */
export type ReportFileFilter = {
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Only records whose `kind` matches (absent or empty: no condition). The field: Built-in report kind: users_per_dept or logins_per_day. */
  kind?: string | null | undefined;
  /** Only records whose `name` matches (absent or empty: no condition). The field: Name of the report. */
  name?: string | null | undefined;
};

/** The values of a ReportFile that an operation writes (see the fields of ReportFile). */
export type ReportFileInput = {
  /** Parameters as a JSON object. */
  content?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Built-in report kind: users_per_dept or logins_per_day. */
  kind: string;
  /** Name of the report. */
  name: string;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** A new password set by an administrator. */
export type ResetPasswordInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** The new password (up to 128 characters). */
  password: string;
};

/** The values of a ReviewItemScore that an operation writes (see the fields of ReviewItemScore). */
export type ReviewItemScoreInput = {
  /** Comment on the item (optional). */
  comment?: string | null | undefined;
  /** Key of the review sheet item (up to 40 characters). */
  key: string;
  /** Points for the item, at most its maxPoints; empty while not scored. */
  score?: number | null | undefined;
};

/** An expert's score of an assigned application. */
export type ReviewScoreInput = {
  /** Id of the award application scored. */
  applicationId: string | number;
  /** Item scores and comments, by item key. */
  items: Array<ReviewItemScoreInput>;
  /** The sheet (default: the first applicable one, or the one already used). */
  sheetId?: string | number | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on ReviewSheet records: only records matching every given field are listed. */
export type ReviewSheetFilter = {
  /** Only records whose `awardType` matches (absent or empty: no condition). The field: Key of the award type registry. */
  awardType?: string | null | undefined;
  /** Only records whose `discipline` matches (absent or empty: no condition). The field: A dictKey of expert_discipline. */
  discipline?: string | null | undefined;
  /** Only records whose `programmeId` matches (absent or empty: no condition). The field: Only for this programme; none: every programme of the type. */
  programmeId?: string | number | null | undefined;
};

/** A review sheet (create without id, update with id and version). */
export type ReviewSheetInput = {
  /** Key of the award type registry. */
  awardType: string;
  /** A dictKey of expert_discipline. */
  discipline: string;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** The sheet's scoring items, in order. */
  items: Array<ReviewSheetItemInput>;
  /** Template key (tujianshiti …), used by expertTable/<key>. */
  key: string;
  /** Name of the sheet (up to 100 characters). */
  name: string;
  /** Only for this programme; none: every programme of the type. */
  programmeId?: string | number | null | undefined;
  /** Display order. */
  sort?: number | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** The values of a ReviewSheetItem that an operation writes (see the fields of ReviewSheetItem). */
export type ReviewSheetItemInput = {
  /** 'never' (default) or 'extreme'. */
  commentRequired?: string | null | undefined;
  /** Key of the item, unique in the sheet (up to 40 characters). */
  key: string;
  /** The item's label (up to 100 characters). */
  label: string;
  /** Most points the item can give. */
  maxPoints: number;
  /** Default 1. */
  weight?: number | null | undefined;
};

/** Search conditions on ReviewTask records: only records matching every given field are listed. */
export type ReviewTaskFilter = {
  /** Only tasks of this award programme. */
  programmeId?: string | number | null | undefined;
};

/** A review task: no id creates, an id updates. */
export type ReviewTaskInput = {
  /** Ids of the award applications the task covers (at most 2000). */
  applicationIds: Array<string | number>;
  /** The expert group reviewing the task. */
  groupId?: string | number | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Name of the review task (up to 100 characters). */
  name: string;
  /** Id of the award programme. */
  programmeId: string | number;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Revokes a member certificate. */
export type RevokeCertificateInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** Why the certificate is revoked. */
  reason: string;
};

/** The values of a Role that an operation writes (see the fields of Role). */
export type RoleInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Id of the parent role (absent: top level). */
  parentId?: string | number | null | undefined;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Stable alias, such as administrator; menu meta roles name aliases. */
  roleAlias: string;
  /** Name of the role (up to 100 characters). */
  roleName: string;
  /** Display order among its siblings (smaller first). */
  sort?: number | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on SafetyStandardization records: only records matching every given field are listed. */
export type SafetyStandardizationFilter = {
  /** Only records whose `level` matches (absent or empty: no condition). The field: Grade: 1 一级, 2 二级, 3 三级. */
  level?: string | null | undefined;
  /** Only records whose `programmeId` matches (absent or empty: no condition). The field: An award programme of type safety_standardization. */
  programmeId?: string | number | null | undefined;
  /** Only records whose `projectName` matches (absent or empty: no condition). The field: Project name. */
  projectName?: string | null | undefined;
  /** Only records whose `status` matches (absent or empty: no condition). The field: 0 待送审, 1 已通过, 2 驳回, 3 不通过. */
  status?: number | null | undefined;
  /** Only records whose `unitName` matches (absent or empty: no condition). The field: The unit name at saving time. */
  unitName?: string | null | undefined;
};

/** A safety standardization application (安全标准化): no id creates, an id updates. */
export type SafetyStandardizationInput = {
  /** Contact person (up to 64 characters). */
  contact?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Grade: 1 一级, 2 二级, 3 三级. */
  level?: string | null | undefined;
  /** The applying member unit. */
  memberUnitId?: string | number | null | undefined;
  /** Mobile phone number (11 digits). */
  mobile?: string | null | undefined;
  /** An award programme of type safety_standardization. */
  programmeId?: string | number | null | undefined;
  /** Project name (up to 255 characters). */
  projectName?: string | null | undefined;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Review score, 0 to 100, at most 2 decimals. */
  score?: number | null | undefined;
  /** 0 待送审, 1 已通过, 2 驳回, 3 不通过. */
  status?: number | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** The callback of the sandbox (test) payment provider. */
export type SandboxCallbackInput = {
  /** The token the sandbox payment page was opened with. */
  token: string;
};

/** Search conditions on data and API scopes. */
export type ScopeFilter = {
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Only scopes of this menu. */
  menuId?: string | number | null | undefined;
  /** Only scopes whose resource code contains this text. */
  resourceCode?: string | null | undefined;
  /** Only scopes whose name contains this text. */
  scopeName?: string | null | undefined;
};

/** Seals (1) or unseals (0) one entry. */
export type SealDictInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** 1 sealed (cannot be edited or removed), 0 not sealed. */
  isSealed: number;
};

/** Sends a test text message. */
export type SendSmsInput = {
  /** Template parameters as a JSON object, e.g. {"code":"1234"}. */
  params?: string | null | undefined;
  /** Mobile number (11 digits). */
  phone: string;
};

/** Search conditions on SmsConfig records: only records matching every given field are listed. */
export type SmsConfigFilter = {
  /** Only records whose `category` matches (absent or empty: no condition). The field: log, aliyun, tencent, qiniu or yunpian (only log is implemented). */
  category?: string | null | undefined;
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Only records whose `smsCode` matches (absent or empty: no condition). The field: Name of this configuration. */
  smsCode?: string | null | undefined;
};

/** The values of a SmsConfig that an operation writes (see the fields of SmsConfig). */
export type SmsConfigInput = {
  /** Access key id (up to 128 characters). */
  accessKey?: string | null | undefined;
  /** log, aliyun, tencent, qiniu or yunpian (only log is implemented). */
  category: string;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** Write-only; empty (or the masked value) keeps the stored one. */
  secretKey?: string | null | undefined;
  /** Signature (签名) the messages carry (up to 64 characters). */
  signName?: string | null | undefined;
  /** Name of this configuration. */
  smsCode: string;
  /** Template id at the SMS provider (up to 64 characters). */
  templateId?: string | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** The staff audit of a technology result: status 1 已通过, 2 驳回, 3 不通过, with an opinion. */
export type TechnologyResultAuditInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** The audit opinion (up to 500 characters). */
  opinion?: string | null | undefined;
  /** The audit result: 1 已通过 (passed), 2 驳回 (returned), 3 不通过 (failed). */
  status: number;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on TechnologyResult records: only records matching every given field are listed. */
export type TechnologyResultFilter = {
  /** Only records whose `projectName` matches (absent or empty: no condition). The field: Project name. */
  projectName?: string | null | undefined;
  /** Only records whose `status` matches (absent or empty: no condition). The field: 0 待送审, 1 已通过, 2 驳回, 3 不通过. */
  status?: number | null | undefined;
  /** Only records whose `unitName` matches (absent or empty: no condition). The field: Name of the declaring member unit. */
  unitName?: string | null | undefined;
};

/** A technology results application (科技成果): no id creates, an id updates (a rejected one goes back to 待送审). */
export type TechnologyResultInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Id of the declaring member unit. */
  memberUnitId: string | number;
  /** Project name (up to 255 characters). */
  projectName: string;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on Tenant records: only records matching every given field are listed. */
export type TenantFilter = {
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Only records whose `tenantId` matches (absent or empty: no condition). The field: Tenant code (租户编号), such as 000000. */
  tenantId?: string | null | undefined;
  /** Only tenants whose name contains this text. */
  tenantName?: string | null | undefined;
};

/** The values of a Tenant that an operation writes (see the fields of Tenant). */
export type TenantInput = {
  /** -1 unlimited. */
  accountNumber?: number | null | undefined;
  /** Address of the tenant. */
  address?: string | null | undefined;
  /** Contact phone number. */
  contactNumber?: string | null | undefined;
  /** Domain the tenant is reached by. */
  domain?: string | null | undefined;
  /** After this time nobody of the tenant can sign in. */
  expireTime?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Contact person. */
  linkman?: string | null | undefined;
  /** 1 active, 0 disabled. */
  status?: number | null | undefined;
  /** Tenant code: 6 digits. */
  tenantId: string;
  /** Name of the tenant. */
  tenantName: string;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on TopMenu records: only records matching every given field are listed. */
export type TopMenuFilter = {
  /** Only top menus whose code contains this text. */
  code?: string | null | undefined;
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Only top menus whose name contains this text. */
  name?: string | null | undefined;
};

/** The menus shown under top menus (replacing what they had). */
export type TopMenuGrantInput = {
  /** Ids of the menus shown under the top menus. */
  menuIds: Array<string | number>;
  /** Ids of the top menus (at least one). */
  topMenuIds: Array<string | number>;
};

/** The values of a TopMenu that an operation writes (see the fields of TopMenu). */
export type TopMenuInput = {
  /** Code of the top menu (up to 64 characters). */
  code: string;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Name of the top menu (up to 64 characters). */
  name: string;
  /** Route path the top menu opens. */
  path?: string | null | undefined;
  /** Display order among its siblings (smaller first). */
  sort?: number | null | undefined;
  /** Icon of the top menu. */
  source?: string | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** The voucher of a bank transfer: an uploaded file of this tenant. */
export type TransferVoucherInput = {
  /** File name of the voucher (up to 255 characters). */
  name: string;
  /** Address of the uploaded voucher (up to 2000 characters). */
  url: string;
};

/** Search conditions on User records: only records matching every given field are listed. */
export type UserFilter = {
  /** Only accounts containing this text. */
  account?: string | null | undefined;
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Only users of this department. */
  deptId?: string | number | null | undefined;
  /** The person’s real name. */
  realName?: string | null | undefined;
  /** Only records whose `status` matches (absent or empty: no condition). The field: 1 active, 0 disabled, 2 registration waiting for approval, 3 registration rejected. */
  status?: number | null | undefined;
};

/** The values of a User that an operation writes (see the fields of User). */
export type UserInput = {
  /** The account (login name, up to 64 characters), unique in the tenant. */
  account: string;
  /** Avatar image URL (up to 500 characters). */
  avatar?: string | null | undefined;
  /** Award name (profile). */
  awardName?: string | null | undefined;
  /** Company name (profile). */
  companyName?: string | null | undefined;
  /** Id of the user's department. */
  deptId?: string | number | null | undefined;
  /** Email address. */
  email?: string | null | undefined;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** Required when creating; ignored when updating (use resetUserPassword). */
  password?: string | null | undefined;
  /** Phone number (up to 32 characters). */
  phone?: string | null | undefined;
  /** Ids of the user's posts (at most 50). */
  postIds?: Array<string | number> | null | undefined;
  /** Project name (profile). */
  projectName?: string | null | undefined;
  /** The person’s real name. */
  realName?: string | null | undefined;
  /** Recommending unit (dictionary key). */
  referee?: string | null | undefined;
  /** Ids of the user's roles (at most 50). */
  roleIds: Array<string | number>;
  /** 1 active, 0 disabled. */
  status?: number | null | undefined;
  /** Optimistic lock: the record’s version as last read; a change to a record changed since then is refused. */
  version?: number | null | undefined;
};

/** Search conditions on UsualLog records: only records matching every given field are listed. */
export type UsualLogFilter = {
  /** Part of the account that caused the event. */
  createBy?: string | null | undefined;
  /** Created after (REST createTime_dategt). */
  createTimeFrom?: string | null | undefined;
  /** Created before (REST createTime_datelt). */
  createTimeTo?: string | null | undefined;
  /** Part of the details. */
  logData?: string | null | undefined;
  /** Part of the event name (logId). */
  logId?: string | null | undefined;
  /** info, warn or error. */
  logLevel?: string | null | undefined;
  /** Only entries whose path contains this text. */
  requestUri?: string | null | undefined;
  /** Only records whose `serviceId` matches (absent or empty: no condition). The field: Which part of the API the event came through: graphql, or the REST prefix. */
  serviceId?: string | null | undefined;
  /** Another tenant (administrators of the administrative tenant only). */
  tenantId?: string | null | undefined;
};

/** Voids a receipt. */
export type VoidReceiptInput = {
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id: string | number;
  /** Why the receipt is voided. */
  reason: string;
};

/** Search conditions on WebhookDelivery records: only records matching every given field are listed. */
export type WebhookDeliveryFilter = {
  /** Only deliveries to this endpoint. */
  endpointId?: string | number | null | undefined;
  /** Only records whose `event` matches (absent or empty: no condition). The field: The event type, e.g. application.approved. */
  event?: string | null | undefined;
  /** 0 waiting, 1 delivered, 2 given up. */
  status?: number | null | undefined;
};

/** Search conditions on WebhookEndpoint records: only records matching every given field are listed. */
export type WebhookEndpointFilter = {
  /** Part of the name. */
  name?: string | null | undefined;
};

/** The values of a WebhookEndpoint that an operation writes (see the fields of WebhookEndpoint). */
export type WebhookEndpointInput = {
  /** A disabled endpoint receives nothing new (queued deliveries still go). */
  enabled?: boolean | null | undefined;
  /** Event types (see webhookEventTypes); at least one. */
  events: Array<string>;
  /** Id of the record the input concerns; where the operation also creates records, left out to create one. */
  id?: string | number | null | undefined;
  /** A name for staff (the receiving system). */
  name: string;
  /** Free-text remark (备注). */
  remark?: string | null | undefined;
  /** The http(s) URL the deliveries are posted to. */
  url: string;
  /** Optimistic lock when updating. */
  version?: number | null | undefined;
};

/** Search of the bindings list. */
export type WeixinBindingFilter = {
  /** Part of the account. */
  account?: string | null | undefined;
};

export type SessionUserFieldsFragment = { id: string, account: string, realName: string | null, avatar: string | null, tenantId: string, deptId: string | null, loginType: string, roles: Array<string>, permissions: Array<string> };

export type AuthPayloadFieldsFragment = { accessToken: string, refreshToken: string, tokenType: string, expiresIn: number, user: { id: string, account: string, realName: string | null, avatar: string | null, tenantId: string, deptId: string | null, loginType: string, roles: Array<string>, permissions: Array<string> } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { accessToken: string, refreshToken: string, tokenType: string, expiresIn: number, user: { id: string, account: string, realName: string | null, avatar: string | null, tenantId: string, deptId: string | null, loginType: string, roles: Array<string>, permissions: Array<string> } } };

export type RefreshTokenMutationVariables = Exact<{
  input: RefreshInput;
}>;


export type RefreshTokenMutation = { refreshToken: { accessToken: string, refreshToken: string, tokenType: string, expiresIn: number, user: { id: string, account: string, realName: string | null, avatar: string | null, tenantId: string, deptId: string | null, loginType: string, roles: Array<string>, permissions: Array<string> } } };

export type LogoutMutationVariables = Exact<{
  input?: LogoutInput | null | undefined;
}>;


export type LogoutMutation = { logout: boolean };

export type AuthConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthConfigQuery = { authConfig: { externalLogin: boolean, loginUrl: string | null } };

export type CaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptchaQuery = { captcha: { key: string, image: string } };

export type PersonalAccessTokenCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalAccessTokenCodesQuery = { personalAccessTokenCodes: Array<{ code: string, name: string, parentName: string | null, category: number }> };

export type PersonalAccessTokenFieldsFragment = { id: string, name: string, prefix: string, codes: Array<string>, createTime: string, expiresAt: string, lastUsedAt: string | null };

export type FlowInstanceFieldsFragment = { id: string, businessType: string, businessTypeLabel: string, detailPath: string | null, handlePath: string | null, businessId: string, title: string, status: number, stepIndex: number, version: number, applicantName: string, submitTime: string | null, endTime: string | null, updateTime: string, modelVersion: number, claimedBy: string | null, approverKind: string };

export type FlowRecordQueryVariables = Exact<{
  businessType: string;
  businessId: string | number;
}>;


export type FlowRecordQuery = { flowRecord: { allowedActions: Array<string>, instance: { id: string, businessType: string, businessTypeLabel: string, detailPath: string | null, handlePath: string | null, businessId: string, title: string, status: number, stepIndex: number, version: number, applicantName: string, submitTime: string | null, endTime: string | null, updateTime: string, modelVersion: number, claimedBy: string | null, approverKind: string } | null, logs: Array<{ id: string, action: string, approvalConfigTitle: string, approvalOpinion: string | null, approvalStatus: number, createByName: string, createDateTime: string, editTime: string | null, originalOpinion: string | null }>, steps: Array<{ stepIndex: number, approvalConfigTitle: string, approvalStatus: number, approvalOpinion: string | null, createByName: string | null, createDateTime: string | null, current: boolean, buttonApproval: boolean, buttonApprovalTitle: string, buttonReject: boolean, buttonRejectTitle: string, buttonCancel: boolean, buttonCancelTitle: string, buttonReset: boolean, buttonResetTitle: string }> } };

export type FlowActionMutationVariables = Exact<{
  input: FlowActionInput;
}>;


export type FlowActionMutation = { flowAction: { id: string, businessType: string, businessTypeLabel: string, detailPath: string | null, handlePath: string | null, businessId: string, title: string, status: number, stepIndex: number, version: number, applicantName: string, submitTime: string | null, endTime: string | null, updateTime: string, modelVersion: number, claimedBy: string | null, approverKind: string } };

export type SubmitFlowMutationVariables = Exact<{
  input: FlowSubmitInput;
}>;


export type SubmitFlowMutation = { submitFlow: { id: string, businessType: string, businessTypeLabel: string, detailPath: string | null, handlePath: string | null, businessId: string, title: string, status: number, stepIndex: number, version: number, applicantName: string, submitTime: string | null, endTime: string | null, updateTime: string, modelVersion: number, claimedBy: string | null, approverKind: string } };

export type ClaimFlowTaskMutationVariables = Exact<{
  input: FlowClaimInput;
}>;


export type ClaimFlowTaskMutation = { claimFlowTask: { id: string, businessType: string, businessTypeLabel: string, detailPath: string | null, handlePath: string | null, businessId: string, title: string, status: number, stepIndex: number, version: number, applicantName: string, submitTime: string | null, endTime: string | null, updateTime: string, modelVersion: number, claimedBy: string | null, approverKind: string } };

export type FlowTasksQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: FlowTaskListFilter | null | undefined;
}>;


export type FlowTasksQuery = { flowTasks: { total: number, pages: number, records: Array<{ id: string, businessType: string, businessTypeLabel: string, detailPath: string | null, handlePath: string | null, businessId: string, title: string, status: number, stepIndex: number, version: number, applicantName: string, submitTime: string | null, endTime: string | null, updateTime: string, modelVersion: number, claimedBy: string | null, approverKind: string }> } };

export type DictFieldsFragment = { id: string, parentId: string | null, code: string, dictKey: string | null, dictValue: string, dictValueEn: string | null, sort: number, isSealed: number, remark: string | null, version: number };

export type BizDictFieldsFragment = { id: string, parentId: string | null, code: string, dictKey: string | null, dictValue: string, dictValueEn: string | null, sort: number, isSealed: number, remark: string | null, version: number };

export type DictionaryQueryVariables = Exact<{
  code: string;
}>;


export type DictionaryQuery = { dictionary: Array<{ id: string, parentId: string | null, code: string, dictKey: string | null, dictValue: string, dictValueEn: string | null, sort: number, isSealed: number, remark: string | null, version: number }> };

export type BizDictionaryQueryVariables = Exact<{
  code: string;
}>;


export type BizDictionaryQuery = { bizDictionary: Array<{ id: string, parentId: string | null, code: string, dictKey: string | null, dictValue: string, dictValueEn: string | null, sort: number, isSealed: number, remark: string | null, version: number }> };

export type ArticleFieldsFragment = { id: string, title: string, category: string, coverUrl: string | null, summary: string | null, content: string, author: string | null, status: number, publishTime: string | null, top: boolean, topOrder: number, createTime: string, updateTime: string, version: number };

export type ArticlePageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: ArticleFilter | null | undefined;
}>;


export type ArticlePageQuery = { articles: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, title: string, category: string, coverUrl: string | null, summary: string | null, content: string, author: string | null, status: number, publishTime: string | null, top: boolean, topOrder: number, createTime: string, updateTime: string, version: number }> } };

export type ArticleQueryVariables = Exact<{
  id: string | number;
}>;


export type ArticleQuery = { article: { id: string, title: string, category: string, coverUrl: string | null, summary: string | null, content: string, author: string | null, status: number, publishTime: string | null, top: boolean, topOrder: number, createTime: string, updateTime: string, version: number } };

export type SubmitArticleMutationVariables = Exact<{
  input: ArticleInput;
}>;


export type SubmitArticleMutation = { submitArticle: { id: string, title: string, category: string, coverUrl: string | null, summary: string | null, content: string, author: string | null, status: number, publishTime: string | null, top: boolean, topOrder: number, createTime: string, updateTime: string, version: number } };

export type RemoveArticlesMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveArticlesMutation = { removeArticles: number };

export type PublishArticleMutationVariables = Exact<{
  input: ArticleIdInput;
}>;


export type PublishArticleMutation = { publishArticle: { id: string, title: string, category: string, coverUrl: string | null, summary: string | null, content: string, author: string | null, status: number, publishTime: string | null, top: boolean, topOrder: number, createTime: string, updateTime: string, version: number } };

export type UnpublishArticleMutationVariables = Exact<{
  input: ArticleIdInput;
}>;


export type UnpublishArticleMutation = { unpublishArticle: { id: string, title: string, category: string, coverUrl: string | null, summary: string | null, content: string, author: string | null, status: number, publishTime: string | null, top: boolean, topOrder: number, createTime: string, updateTime: string, version: number } };

export type SetArticleTopMutationVariables = Exact<{
  input: ArticleTopInput;
}>;


export type SetArticleTopMutation = { setArticleTop: { id: string, title: string, category: string, coverUrl: string | null, summary: string | null, content: string, author: string | null, status: number, publishTime: string | null, top: boolean, topOrder: number, createTime: string, updateTime: string, version: number } };

export type ArticleCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ArticleCategoriesQuery = { articleCategories: Array<{ value: string, label: string }> };

export type PublicArticlesQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: PublicArticleFilter | null | undefined;
}>;


export type PublicArticlesQuery = { publicArticles: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, title: string, category: string, categoryName: string | null, coverUrl: string | null, summary: string | null, author: string | null, publishTime: string | null, top: boolean, views: number }> } };

export type PublicArticleQueryVariables = Exact<{
  id: string | number;
}>;


export type PublicArticleQuery = { publicArticle: { id: string, title: string, category: string, categoryName: string | null, coverUrl: string | null, summary: string | null, content: string | null, author: string | null, publishTime: string | null, top: boolean, views: number } };

export type ReadArticleMutationVariables = Exact<{
  input: ArticleReadInput;
}>;


export type ReadArticleMutation = { readArticle: { counted: boolean, views: number } };

export type ReadingStatisticsQueryVariables = Exact<{
  filter?: ReadingStatisticsFilter | null | undefined;
}>;


export type ReadingStatisticsQuery = { readingStatistics: { total: number, articles: Array<{ articleId: string, title: string, status: number, views: number, memberViews: number }>, units: Array<{ unitId: string, unitName: string, views: number }>, days: Array<{ day: string, views: number }> } };

export type AssignPlanFieldsFragment = { programmeId: string, perApplication: number, applied: boolean, newCount: number, applications: Array<{ applicationId: string, projectName: string | null, unitName: string, flowStatus: number, shortfall: string | null, current: Array<{ expertId: string, name: string, unitName: string | null }>, added: Array<{ expertId: string, name: string, unitName: string | null }>, exclusions: Array<{ expertId: string, name: string, unitName: string | null, reason: string }> }>, loads: Array<{ expertId: string, name: string, load: number }> };

export type AssignProgrammeOptionsQueryVariables = Exact<{
  awardType?: string | null | undefined;
}>;


export type AssignProgrammeOptionsQuery = { assignProgrammeOptions: Array<{ id: string, name: string, year: number, awardType: string }> };

export type AssignApplicationOptionsQueryVariables = Exact<{
  programmeId: string | number;
}>;


export type AssignApplicationOptionsQuery = { assignApplicationOptions: Array<{ id: string, projectName: string | null, unitName: string }> };

export type AssignExpertOptionsQueryVariables = Exact<{
  discipline?: string | null | undefined;
}>;


export type AssignExpertOptionsQuery = { assignExpertOptions: Array<{ id: string, name: string, unitName: string, discipline: string }> };

export type AutoAssignPreviewQueryVariables = Exact<{
  input: AutoAssignInput;
}>;


export type AutoAssignPreviewQuery = { autoAssignPreview: { programmeId: string, perApplication: number, applied: boolean, newCount: number, applications: Array<{ applicationId: string, projectName: string | null, unitName: string, flowStatus: number, shortfall: string | null, current: Array<{ expertId: string, name: string, unitName: string | null }>, added: Array<{ expertId: string, name: string, unitName: string | null }>, exclusions: Array<{ expertId: string, name: string, unitName: string | null, reason: string }> }>, loads: Array<{ expertId: string, name: string, load: number }> } };

export type ApplyAutoAssignMutationVariables = Exact<{
  input: AutoAssignInput;
}>;


export type ApplyAutoAssignMutation = { applyAutoAssign: { programmeId: string, perApplication: number, applied: boolean, newCount: number, applications: Array<{ applicationId: string, projectName: string | null, unitName: string, flowStatus: number, shortfall: string | null, current: Array<{ expertId: string, name: string, unitName: string | null }>, added: Array<{ expertId: string, name: string, unitName: string | null }>, exclusions: Array<{ expertId: string, name: string, unitName: string | null, reason: string }> }>, loads: Array<{ expertId: string, name: string, load: number }> } };

export type AwardAssignCandidatesQueryVariables = Exact<{
  applicationId: string | number;
  groupId?: string | number | null | undefined;
  discipline?: string | null | undefined;
}>;


export type AwardAssignCandidatesQuery = { awardAssignCandidates: Array<{ expertId: string, name: string, unitName: string | null, discipline: string, assigned: boolean, reason: string | null }> };

export type AllotApplicationExpertsMutationVariables = Exact<{
  input: AwardExpertAssignInput;
}>;


export type AllotApplicationExpertsMutation = { assignAwardApplicationExperts: Array<{ id: string, expertId: string, expertName: string }> };

export type ExpertGroupFieldsFragment = { id: string, version: number, name: string, discipline: string | null, regionCode: string | null, memberIds: Array<string>, members: Array<{ id: string, name: string }> };

export type ExpertGroupPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: ExpertGroupFilter | null | undefined;
}>;


export type ExpertGroupPageQuery = { expertGroups: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, version: number, name: string, discipline: string | null, regionCode: string | null, memberIds: Array<string>, members: Array<{ id: string, name: string }> }> } };

export type SubmitExpertGroupMutationVariables = Exact<{
  input: ExpertGroupInput;
}>;


export type SubmitExpertGroupMutation = { submitExpertGroup: { id: string, version: number, name: string, discipline: string | null, regionCode: string | null, memberIds: Array<string>, members: Array<{ id: string, name: string }> } };

export type RemoveExpertGroupsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveExpertGroupsMutation = { removeExpertGroups: number };

export type ReviewTaskFieldsFragment = { id: string, version: number, name: string, programmeId: string, applicationIds: Array<string>, groupId: string | null };

export type ReviewTaskPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: ReviewTaskFilter | null | undefined;
}>;


export type ReviewTaskPageQuery = { reviewTasks: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, version: number, name: string, programmeId: string, applicationIds: Array<string>, groupId: string | null }> } };

export type SubmitReviewTaskMutationVariables = Exact<{
  input: ReviewTaskInput;
}>;


export type SubmitReviewTaskMutation = { submitReviewTask: { id: string, version: number, name: string, programmeId: string, applicationIds: Array<string>, groupId: string | null } };

export type RemoveReviewTasksMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveReviewTasksMutation = { removeReviewTasks: number };

export type ExpertDrawFieldsFragment = { id: string, applicationId: string, seed: string, drawCount: number, substituteCount: number, eligibleIds: Array<string>, drawTime: string, drawnByName: string | null, activeIds: Array<string>, drawn: Array<{ expertId: string, name: string, unitName: string | null, rank: number }>, substitutes: Array<{ expertId: string, name: string, unitName: string | null, rank: number }>, exclusions: Array<{ expertId: string, name: string, reason: string }>, replacements: Array<{ expertId: string, expertName: string, substituteId: string, substituteName: string, reason: string, time: string, byName: string | null, skipped: Array<{ expertId: string, name: string, reason: string }> }> };

export type ExpertDrawsQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ExpertDrawsQuery = { expertDraws: Array<{ id: string, applicationId: string, seed: string, drawCount: number, substituteCount: number, eligibleIds: Array<string>, drawTime: string, drawnByName: string | null, activeIds: Array<string>, drawn: Array<{ expertId: string, name: string, unitName: string | null, rank: number }>, substitutes: Array<{ expertId: string, name: string, unitName: string | null, rank: number }>, exclusions: Array<{ expertId: string, name: string, reason: string }>, replacements: Array<{ expertId: string, expertName: string, substituteId: string, substituteName: string, reason: string, time: string, byName: string | null, skipped: Array<{ expertId: string, name: string, reason: string }> }> }> };

export type DrawExpertsMutationVariables = Exact<{
  input: ExpertDrawInput;
}>;


export type DrawExpertsMutation = { drawExperts: Array<{ id: string, applicationId: string, seed: string, drawCount: number, substituteCount: number, eligibleIds: Array<string>, drawTime: string, drawnByName: string | null, activeIds: Array<string>, drawn: Array<{ expertId: string, name: string, unitName: string | null, rank: number }>, substitutes: Array<{ expertId: string, name: string, unitName: string | null, rank: number }>, exclusions: Array<{ expertId: string, name: string, reason: string }>, replacements: Array<{ expertId: string, expertName: string, substituteId: string, substituteName: string, reason: string, time: string, byName: string | null, skipped: Array<{ expertId: string, name: string, reason: string }> }> }> };

export type DeclineDrawnExpertMutationVariables = Exact<{
  input: DrawDeclineInput;
}>;


export type DeclineDrawnExpertMutation = { declineDrawnExpert: { id: string, applicationId: string, seed: string, drawCount: number, substituteCount: number, eligibleIds: Array<string>, drawTime: string, drawnByName: string | null, activeIds: Array<string>, drawn: Array<{ expertId: string, name: string, unitName: string | null, rank: number }>, substitutes: Array<{ expertId: string, name: string, unitName: string | null, rank: number }>, exclusions: Array<{ expertId: string, name: string, reason: string }>, replacements: Array<{ expertId: string, expertName: string, substituteId: string, substituteName: string, reason: string, time: string, byName: string | null, skipped: Array<{ expertId: string, name: string, reason: string }> }> } };

export type ReplayExpertDrawMutationVariables = Exact<{
  id: string | number;
}>;


export type ReplayExpertDrawMutation = { replayExpertDraw: { drawId: string, matches: boolean, seed: string, drawnIds: Array<string>, substituteIds: Array<string> } };

export type QualityTeamUnitFieldsFragment = { id: string, memberUnitId: string, unitName: string, enabled: number, remark: string | null, createTime: string, version: number };

export type QualityTeamUnitPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: QualityTeamUnitFilter | null | undefined;
}>;


export type QualityTeamUnitPageQuery = { qualityTeamUnits: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, memberUnitId: string, unitName: string, enabled: number, remark: string | null, createTime: string, version: number }> } };

export type QualityTeamFlowConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type QualityTeamFlowConfigQuery = { qualityTeamFlowConfig: Array<{ id: string, name: string, modelVersion: number, status: number, steps: Array<{ title: string }> }> };

export type QualityTeamUnitCandidatesQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type QualityTeamUnitCandidatesQuery = { qualityTeamUnitCandidates: Array<{ id: string, name: string }> };

export type AddQualityTeamUnitMutationVariables = Exact<{
  input: QualityTeamUnitAddInput;
}>;


export type AddQualityTeamUnitMutation = { addQualityTeamUnit: { id: string, memberUnitId: string, unitName: string, enabled: number, remark: string | null, createTime: string, version: number } };

export type EnableQualityTeamUnitMutationVariables = Exact<{
  input: QualityTeamUnitEnableInput;
}>;


export type EnableQualityTeamUnitMutation = { enableQualityTeamUnit: { id: string, memberUnitId: string, unitName: string, enabled: number, remark: string | null, createTime: string, version: number } };

export type RemoveQualityTeamUnitsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveQualityTeamUnitsMutation = { removeQualityTeamUnits: number };

export type SafetyStandardizationFieldsFragment = { id: string, projectName: string, memberUnitId: string, unitName: string, programmeId: string, programmeName: string, contact: string, mobile: string, score: number | null, level: string | null, status: number, statusLabel: string, remark: string | null, version: number };

export type SafetyStandardizationPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: SafetyStandardizationFilter | null | undefined;
}>;


export type SafetyStandardizationPageQuery = { safetyStandardizations: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, projectName: string, memberUnitId: string, unitName: string, programmeId: string, programmeName: string, contact: string, mobile: string, score: number | null, level: string | null, status: number, statusLabel: string, remark: string | null, version: number }> } };

export type SafetyStandardizationQueryVariables = Exact<{
  id: string | number;
}>;


export type SafetyStandardizationQuery = { safetyStandardization: { id: string, projectName: string, memberUnitId: string, unitName: string, programmeId: string, programmeName: string, contact: string, mobile: string, score: number | null, level: string | null, status: number, statusLabel: string, remark: string | null, version: number } };

export type SubmitSafetyStandardizationMutationVariables = Exact<{
  input: SafetyStandardizationInput;
}>;


export type SubmitSafetyStandardizationMutation = { submitSafetyStandardization: { id: string, projectName: string, memberUnitId: string, unitName: string, programmeId: string, programmeName: string, contact: string, mobile: string, score: number | null, level: string | null, status: number, statusLabel: string, remark: string | null, version: number } };

export type RemoveSafetyStandardizationsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveSafetyStandardizationsMutation = { removeSafetyStandardizations: number };

export type SafetyProgrammeOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SafetyProgrammeOptionsQuery = { safetyProgrammeOptions: Array<{ id: string, name: string }> };

export type AwardLineUnitOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AwardLineUnitOptionsQuery = { awardLineUnitOptions: Array<{ id: string, name: string }> };

export type TechnologyResultFieldsFragment = { id: string, projectName: string, memberUnitId: string, unitName: string, status: number, statusLabel: string, opinion: string | null, auditorName: string | null, auditTime: string | null, version: number };

export type TechnologyResultPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: TechnologyResultFilter | null | undefined;
}>;


export type TechnologyResultPageQuery = { technologyResults: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, projectName: string, memberUnitId: string, unitName: string, status: number, statusLabel: string, opinion: string | null, auditorName: string | null, auditTime: string | null, version: number }> } };

export type SubmitTechnologyResultMutationVariables = Exact<{
  input: TechnologyResultInput;
}>;


export type SubmitTechnologyResultMutation = { submitTechnologyResult: { id: string, projectName: string, memberUnitId: string, unitName: string, status: number, statusLabel: string, opinion: string | null, auditorName: string | null, auditTime: string | null, version: number } };

export type AuditTechnologyResultMutationVariables = Exact<{
  input: TechnologyResultAuditInput;
}>;


export type AuditTechnologyResultMutation = { auditTechnologyResult: { id: string, projectName: string, memberUnitId: string, unitName: string, status: number, statusLabel: string, opinion: string | null, auditorName: string | null, auditTime: string | null, version: number } };

export type AwardApplicationRowFragment = { id: string, version: number, awardType: string, awardTypeLabel: string, programmeId: string, programmeName: string | null, year: number, unitId: string, unitName: string, projectName: string | null, companyName: string | null, recommendUnit: string | null, flowStatus: number, enabled: number, enabledMessage: string | null, submitTime: string | null, createTime: string, applicantName: string | null, flowInstanceId: string | null, formVersion: number | null };

export type AwardApplicationFullFragment = { extraValues: Record<string, unknown>, id: string, version: number, awardType: string, awardTypeLabel: string, programmeId: string, programmeName: string | null, year: number, unitId: string, unitName: string, projectName: string | null, companyName: string | null, recommendUnit: string | null, flowStatus: number, enabled: number, enabledMessage: string | null, submitTime: string | null, createTime: string, applicantName: string | null, flowInstanceId: string | null, formVersion: number | null, values: { proName: string | null, sbDate: string | null, region: string | null, area: string | null, built: string | null, askForWork: string | null, recommendWork: string | null, recommend: string | null, recommendPN: string | null, projectCategory: string | null, projectCategorySmall: string | null, construction: string | null, buildingScale: string | null, buildingFloorsU: string | null, buildingFloorsD: string | null, structureType: string | null, basicForm: string | null, budget: string | null, finalAccounts: string | null, startTime: string | null, endTime: string | null, filingUnit: string | null, basicTestTime: string | null, SYJGTime: string | null, structureAcceptanceTime: string | null, detectionUnitJC: string | null, detectionUnitZT: string | null, subjectDetectionTime: string | null, mainApplicant: string | null, contactPerson: string | null, contactPN: string | null, referee: string | null, jzyTop10: string | null, jszbAndShxy: string | null, kjcxAndlvsjzAndZnjz: string | null, xkjAndGyAndClAndSb: string | null, xxgyhfsjz: string | null }, participants: Array<{ group: string, units: Array<{ companyId: string | null, companyName: string | null, buildingNumber: string, people: Array<{ field: string, value: string }> }> }>, materials: Array<{ slot: string, files: Array<{ name: string, url: string, size: number | null }> }> };

export type AwardApplicationsQueryVariables = Exact<{
  filter?: AwardApplicationListFilter | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type AwardApplicationsQuery = { awardApplications: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, version: number, awardType: string, awardTypeLabel: string, programmeId: string, programmeName: string | null, year: number, unitId: string, unitName: string, projectName: string | null, companyName: string | null, recommendUnit: string | null, flowStatus: number, enabled: number, enabledMessage: string | null, submitTime: string | null, createTime: string, applicantName: string | null, flowInstanceId: string | null, formVersion: number | null }> } };

export type AwardApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type AwardApplicationQuery = { awardApplication: { extraValues: Record<string, unknown>, id: string, version: number, awardType: string, awardTypeLabel: string, programmeId: string, programmeName: string | null, year: number, unitId: string, unitName: string, projectName: string | null, companyName: string | null, recommendUnit: string | null, flowStatus: number, enabled: number, enabledMessage: string | null, submitTime: string | null, createTime: string, applicantName: string | null, flowInstanceId: string | null, formVersion: number | null, values: { proName: string | null, sbDate: string | null, region: string | null, area: string | null, built: string | null, askForWork: string | null, recommendWork: string | null, recommend: string | null, recommendPN: string | null, projectCategory: string | null, projectCategorySmall: string | null, construction: string | null, buildingScale: string | null, buildingFloorsU: string | null, buildingFloorsD: string | null, structureType: string | null, basicForm: string | null, budget: string | null, finalAccounts: string | null, startTime: string | null, endTime: string | null, filingUnit: string | null, basicTestTime: string | null, SYJGTime: string | null, structureAcceptanceTime: string | null, detectionUnitJC: string | null, detectionUnitZT: string | null, subjectDetectionTime: string | null, mainApplicant: string | null, contactPerson: string | null, contactPN: string | null, referee: string | null, jzyTop10: string | null, jszbAndShxy: string | null, kjcxAndlvsjzAndZnjz: string | null, xkjAndGyAndClAndSb: string | null, xxgyhfsjz: string | null }, participants: Array<{ group: string, units: Array<{ companyId: string | null, companyName: string | null, buildingNumber: string, people: Array<{ field: string, value: string }> }> }>, materials: Array<{ slot: string, files: Array<{ name: string, url: string, size: number | null }> }> } };

export type AwardApplicationExpertsQueryVariables = Exact<{
  id: string | number;
}>;


export type AwardApplicationExpertsQuery = { awardApplicationExperts: Array<{ id: string, expertId: string, expertName: string, expertUnit: string | null }> };

export type AwardCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type AwardCompaniesQuery = { awardCompanies: Array<{ id: string, companyName: string }> };

export type SaveAwardApplicationMutationVariables = Exact<{
  input: AwardApplicationInput;
}>;


export type SaveAwardApplicationMutation = { saveAwardApplication: { extraValues: Record<string, unknown>, id: string, version: number, awardType: string, awardTypeLabel: string, programmeId: string, programmeName: string | null, year: number, unitId: string, unitName: string, projectName: string | null, companyName: string | null, recommendUnit: string | null, flowStatus: number, enabled: number, enabledMessage: string | null, submitTime: string | null, createTime: string, applicantName: string | null, flowInstanceId: string | null, formVersion: number | null, values: { proName: string | null, sbDate: string | null, region: string | null, area: string | null, built: string | null, askForWork: string | null, recommendWork: string | null, recommend: string | null, recommendPN: string | null, projectCategory: string | null, projectCategorySmall: string | null, construction: string | null, buildingScale: string | null, buildingFloorsU: string | null, buildingFloorsD: string | null, structureType: string | null, basicForm: string | null, budget: string | null, finalAccounts: string | null, startTime: string | null, endTime: string | null, filingUnit: string | null, basicTestTime: string | null, SYJGTime: string | null, structureAcceptanceTime: string | null, detectionUnitJC: string | null, detectionUnitZT: string | null, subjectDetectionTime: string | null, mainApplicant: string | null, contactPerson: string | null, contactPN: string | null, referee: string | null, jzyTop10: string | null, jszbAndShxy: string | null, kjcxAndlvsjzAndZnjz: string | null, xkjAndGyAndClAndSb: string | null, xxgyhfsjz: string | null }, participants: Array<{ group: string, units: Array<{ companyId: string | null, companyName: string | null, buildingNumber: string, people: Array<{ field: string, value: string }> }> }>, materials: Array<{ slot: string, files: Array<{ name: string, url: string, size: number | null }> }> } };

export type SubmitAwardApplicationMutationVariables = Exact<{
  input: AwardApplicationRefInput;
}>;


export type SubmitAwardApplicationMutation = { submitAwardApplication: { extraValues: Record<string, unknown>, id: string, version: number, awardType: string, awardTypeLabel: string, programmeId: string, programmeName: string | null, year: number, unitId: string, unitName: string, projectName: string | null, companyName: string | null, recommendUnit: string | null, flowStatus: number, enabled: number, enabledMessage: string | null, submitTime: string | null, createTime: string, applicantName: string | null, flowInstanceId: string | null, formVersion: number | null, values: { proName: string | null, sbDate: string | null, region: string | null, area: string | null, built: string | null, askForWork: string | null, recommendWork: string | null, recommend: string | null, recommendPN: string | null, projectCategory: string | null, projectCategorySmall: string | null, construction: string | null, buildingScale: string | null, buildingFloorsU: string | null, buildingFloorsD: string | null, structureType: string | null, basicForm: string | null, budget: string | null, finalAccounts: string | null, startTime: string | null, endTime: string | null, filingUnit: string | null, basicTestTime: string | null, SYJGTime: string | null, structureAcceptanceTime: string | null, detectionUnitJC: string | null, detectionUnitZT: string | null, subjectDetectionTime: string | null, mainApplicant: string | null, contactPerson: string | null, contactPN: string | null, referee: string | null, jzyTop10: string | null, jszbAndShxy: string | null, kjcxAndlvsjzAndZnjz: string | null, xkjAndGyAndClAndSb: string | null, xxgyhfsjz: string | null }, participants: Array<{ group: string, units: Array<{ companyId: string | null, companyName: string | null, buildingNumber: string, people: Array<{ field: string, value: string }> }> }>, materials: Array<{ slot: string, files: Array<{ name: string, url: string, size: number | null }> }> } };

export type ModifyAwardApplicationFilesMutationVariables = Exact<{
  input: AwardApplicationFilesInput;
}>;


export type ModifyAwardApplicationFilesMutation = { modifyAwardApplicationFiles: { extraValues: Record<string, unknown>, id: string, version: number, awardType: string, awardTypeLabel: string, programmeId: string, programmeName: string | null, year: number, unitId: string, unitName: string, projectName: string | null, companyName: string | null, recommendUnit: string | null, flowStatus: number, enabled: number, enabledMessage: string | null, submitTime: string | null, createTime: string, applicantName: string | null, flowInstanceId: string | null, formVersion: number | null, values: { proName: string | null, sbDate: string | null, region: string | null, area: string | null, built: string | null, askForWork: string | null, recommendWork: string | null, recommend: string | null, recommendPN: string | null, projectCategory: string | null, projectCategorySmall: string | null, construction: string | null, buildingScale: string | null, buildingFloorsU: string | null, buildingFloorsD: string | null, structureType: string | null, basicForm: string | null, budget: string | null, finalAccounts: string | null, startTime: string | null, endTime: string | null, filingUnit: string | null, basicTestTime: string | null, SYJGTime: string | null, structureAcceptanceTime: string | null, detectionUnitJC: string | null, detectionUnitZT: string | null, subjectDetectionTime: string | null, mainApplicant: string | null, contactPerson: string | null, contactPN: string | null, referee: string | null, jzyTop10: string | null, jszbAndShxy: string | null, kjcxAndlvsjzAndZnjz: string | null, xkjAndGyAndClAndSb: string | null, xxgyhfsjz: string | null }, participants: Array<{ group: string, units: Array<{ companyId: string | null, companyName: string | null, buildingNumber: string, people: Array<{ field: string, value: string }> }> }>, materials: Array<{ slot: string, files: Array<{ name: string, url: string, size: number | null }> }> } };

export type RemoveAwardApplicationMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveAwardApplicationMutation = { removeAwardApplication: boolean };

export type SetAwardApplicationEnabledMutationVariables = Exact<{
  input: AwardApplicationEnabledInput;
}>;


export type SetAwardApplicationEnabledMutation = { setAwardApplicationEnabled: { id: string, version: number, awardType: string, awardTypeLabel: string, programmeId: string, programmeName: string | null, year: number, unitId: string, unitName: string, projectName: string | null, companyName: string | null, recommendUnit: string | null, flowStatus: number, enabled: number, enabledMessage: string | null, submitTime: string | null, createTime: string, applicantName: string | null, flowInstanceId: string | null, formVersion: number | null } };

export type ResetAwardApplicationApprovalMutationVariables = Exact<{
  input: AwardApprovalStatusInput;
}>;


export type ResetAwardApplicationApprovalMutation = { resetAwardApplicationApproval: { id: string, version: number, awardType: string, awardTypeLabel: string, programmeId: string, programmeName: string | null, year: number, unitId: string, unitName: string, projectName: string | null, companyName: string | null, recommendUnit: string | null, flowStatus: number, enabled: number, enabledMessage: string | null, submitTime: string | null, createTime: string, applicantName: string | null, flowInstanceId: string | null, formVersion: number | null } };

export type ApproveAwardApplicationsMutationVariables = Exact<{
  input: AwardApprovalBatchInput;
}>;


export type ApproveAwardApplicationsMutation = { approveAwardApplications: number };

export type AwardCompanyArrearsQueryVariables = Exact<{
  companyId: string | number;
}>;


export type AwardCompanyArrearsQuery = { awardCompanyArrears: { inArrears: boolean, message: string | null, fieldError: string | null } };

export type AwardFormDefinitionQueryVariables = Exact<{
  programmeId: string | number;
  version?: number | null | undefined;
}>;


export type AwardFormDefinitionQuery = { awardFormDefinition: { programmeId: string, version: number, frozen: boolean, stored: boolean, definition: Record<string, unknown> } };

export type SaveAwardFormDefinitionMutationVariables = Exact<{
  programmeId: string | number;
  definition: Record<string, unknown>;
  basedOn: number;
}>;


export type SaveAwardFormDefinitionMutation = { saveAwardFormDefinition: { programmeId: string, version: number, frozen: boolean, stored: boolean, definition: Record<string, unknown> } };

export type CopyAwardFormDefinitionMutationVariables = Exact<{
  programmeId: string | number;
  fromProgrammeId: string | number;
  basedOn: number;
}>;


export type CopyAwardFormDefinitionMutation = { copyAwardFormDefinition: { programmeId: string, version: number } };

export type AwardProgrammeFieldsFragment = { id: string, awardType: string, awardTypeLabel: string, year: number, name: string, openFlag: number, closedMessage: string | null, startDate: string, endDate: string, accountCategories: Array<string>, requireSerialNumber: boolean, remark: string | null, version: number };

export type AwardTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type AwardTypesQuery = { awardTypes: Array<{ key: string, label: string, applyPath: string | null, photos: string | null }> };

export type AwardProgrammePageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: AwardProgrammeFilter | null | undefined;
}>;


export type AwardProgrammePageQuery = { awardProgrammes: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, awardType: string, awardTypeLabel: string, year: number, name: string, openFlag: number, closedMessage: string | null, startDate: string, endDate: string, accountCategories: Array<string>, requireSerialNumber: boolean, remark: string | null, version: number }> } };

export type AwardProgrammeQueryVariables = Exact<{
  id: string | number;
}>;


export type AwardProgrammeQuery = { awardProgramme: { id: string, awardType: string, awardTypeLabel: string, year: number, name: string, openFlag: number, closedMessage: string | null, startDate: string, endDate: string, accountCategories: Array<string>, requireSerialNumber: boolean, remark: string | null, version: number } };

export type SubmitAwardProgrammeMutationVariables = Exact<{
  input: AwardProgrammeInput;
}>;


export type SubmitAwardProgrammeMutation = { submitAwardProgramme: { id: string, awardType: string, awardTypeLabel: string, year: number, name: string, openFlag: number, closedMessage: string | null, startDate: string, endDate: string, accountCategories: Array<string>, requireSerialNumber: boolean, remark: string | null, version: number } };

export type SetAwardProgrammeOpenMutationVariables = Exact<{
  input: AwardProgrammeOpenInput;
}>;


export type SetAwardProgrammeOpenMutation = { setAwardProgrammeOpen: { id: string, awardType: string, awardTypeLabel: string, year: number, name: string, openFlag: number, closedMessage: string | null, startDate: string, endDate: string, accountCategories: Array<string>, requireSerialNumber: boolean, remark: string | null, version: number } };

export type RemoveAwardProgrammesMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveAwardProgrammesMutation = { removeAwardProgrammes: number };

export type AwardProgrammeAvailabilityQueryVariables = Exact<{
  id: string | number;
}>;


export type AwardProgrammeAvailabilityQuery = { awardProgramme: { id: string, name: string, awardTypeLabel: string, startDate: string, endDate: string }, awardProgrammeAvailability: { canApply: boolean, reason: string | null }, awardSubscriptionCheck: { subscribed: boolean, canApply: boolean, reason: string | null } };

export type AwardApplicationLayerQueryVariables = Exact<{
  filter?: AwardApplicationFilter | null | undefined;
}>;


export type AwardApplicationLayerQuery = { awardApplicationLayer: { accountCategory: string | null, canShowAll: boolean, records: Array<{ id: string, name: string, awardType: string, awardTypeLabel: string, year: number, startDate: string, endDate: string, openFlag: number, canApply: boolean, reason: string | null, subscribed: boolean, applyPath: string | null, mine: Array<{ id: string, projectName: string | null, flowStatus: number }> }> } };

export type SubscribeAwardProgrammeMutationVariables = Exact<{
  programmeId: string | number;
}>;


export type SubscribeAwardProgrammeMutation = { subscribeAwardProgramme: { id: string, programmeId: string } };

export type AwardSerialNumberFieldsFragment = { id: string, programmeId: string, programmeName: string, recommendUnit: string, serialNumber: string, quota: number, status: number, remark: string | null, version: number };

export type AwardSerialNumberPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: AwardSerialNumberFilter | null | undefined;
}>;


export type AwardSerialNumberPageQuery = { awardSerialNumbers: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, programmeId: string, programmeName: string, recommendUnit: string, serialNumber: string, quota: number, status: number, remark: string | null, version: number }> } };

export type SubmitAwardSerialNumberMutationVariables = Exact<{
  input: AwardSerialNumberInput;
}>;


export type SubmitAwardSerialNumberMutation = { submitAwardSerialNumber: { id: string, programmeId: string, programmeName: string, recommendUnit: string, serialNumber: string, quota: number, status: number, remark: string | null, version: number } };

export type ChangeAwardSerialNumberStatusMutationVariables = Exact<{
  input: AwardSerialActionInput;
}>;


export type ChangeAwardSerialNumberStatusMutation = { changeAwardSerialNumberStatus: { id: string, programmeId: string, programmeName: string, recommendUnit: string, serialNumber: string, quota: number, status: number, remark: string | null, version: number } };

export type RemoveAwardSerialNumbersMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveAwardSerialNumbersMutation = { removeAwardSerialNumbers: number };

export type AwardSubscriptionPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: AwardSubscriptionFilter | null | undefined;
}>;


export type AwardSubscriptionPageQuery = { awardSubscriptions: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, programmeId: string, programmeName: string, account: string, unitName: string | null, accountCategory: string | null, createTime: string }> } };

export type SetAwardProgrammeCategoriesMutationVariables = Exact<{
  input: AwardProgrammeCategoriesInput;
}>;


export type SetAwardProgrammeCategoriesMutation = { setAwardProgrammeCategories: { id: string, awardType: string, awardTypeLabel: string, year: number, name: string, openFlag: number, closedMessage: string | null, startDate: string, endDate: string, accountCategories: Array<string>, requireSerialNumber: boolean, remark: string | null, version: number } };

export type AwardSettingsFieldsFragment = { departmentPhone: string | null, flows: Array<{ awardType: string, label: string, modelKey: string, modelName: string | null, modelVersion: number | null, modelStatus: number | null, steps: Array<string> }> };

export type AwardSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AwardSettingsQuery = { awardSettings: { departmentPhone: string | null, flows: Array<{ awardType: string, label: string, modelKey: string, modelName: string | null, modelVersion: number | null, modelStatus: number | null, steps: Array<string> }> } };

export type SaveAwardSettingsMutationVariables = Exact<{
  input: AwardSettingsInput;
}>;


export type SaveAwardSettingsMutation = { saveAwardSettings: { departmentPhone: string | null, flows: Array<{ awardType: string, label: string, modelKey: string, modelName: string | null, modelVersion: number | null, modelStatus: number | null, steps: Array<string> }> } };

export type CertificateLayoutFieldsFragment = { field: string, x: number, y: number, size: number, align: string };

export type CertificateModelFieldsFragment = { id: string, version: number, title: string, heading: string, issuer: string, numberPrefix: string, validityYears: number, backgroundUrl: string | null, status: number, remark: string | null, createTime: string, layout: Array<{ field: string, x: number, y: number, size: number, align: string }> };

export type CertificateModelPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: CertificateModelFilter | null | undefined;
}>;


export type CertificateModelPageQuery = { certificateModels: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, version: number, title: string, heading: string, issuer: string, numberPrefix: string, validityYears: number, backgroundUrl: string | null, status: number, remark: string | null, createTime: string, layout: Array<{ field: string, x: number, y: number, size: number, align: string }> }> } };

export type CertificateModelQueryVariables = Exact<{
  id: string | number;
}>;


export type CertificateModelQuery = { certificateModel: { id: string, version: number, title: string, heading: string, issuer: string, numberPrefix: string, validityYears: number, backgroundUrl: string | null, status: number, remark: string | null, createTime: string, layout: Array<{ field: string, x: number, y: number, size: number, align: string }> } };

export type SubmitCertificateModelMutationVariables = Exact<{
  input: CertificateModelInput;
}>;


export type SubmitCertificateModelMutation = { submitCertificateModel: { id: string, version: number, title: string, heading: string, issuer: string, numberPrefix: string, validityYears: number, backgroundUrl: string | null, status: number, remark: string | null, createTime: string, layout: Array<{ field: string, x: number, y: number, size: number, align: string }> } };

export type RemoveCertificateModelsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveCertificateModelsMutation = { removeCertificateModels: number };

export type MemberCertificateFieldsFragment = { id: string, number: string, code: string, unitId: string, unitName: string, creditCode: string, memberLevel: string, modelId: string, modelTitle: string | null, validFrom: string, validTo: string, issueDate: string, status: number, state: string, revokedAt: string | null, revokeReason: string | null, createTime: string };

export type MemberCertificatePageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: MemberCertificateFilter | null | undefined;
}>;


export type MemberCertificatePageQuery = { memberCertificates: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, number: string, code: string, unitId: string, unitName: string, creditCode: string, memberLevel: string, modelId: string, modelTitle: string | null, validFrom: string, validTo: string, issueDate: string, status: number, state: string, revokedAt: string | null, revokeReason: string | null, createTime: string }> } };

export type MemberCertificatePrintQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberCertificatePrintQuery = { memberCertificate: { backgroundUrl: string | null, id: string, number: string, code: string, unitId: string, unitName: string, creditCode: string, memberLevel: string, modelId: string, modelTitle: string | null, validFrom: string, validTo: string, issueDate: string, status: number, state: string, revokedAt: string | null, revokeReason: string | null, createTime: string, printItems: Array<{ field: string, text: string | null, x: number, y: number, size: number, align: string }> } };

export type MyMemberCertificatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMemberCertificatesQuery = { myMemberCertificates: Array<{ id: string, number: string, code: string, unitId: string, unitName: string, creditCode: string, memberLevel: string, modelId: string, modelTitle: string | null, validFrom: string, validTo: string, issueDate: string, status: number, state: string, revokedAt: string | null, revokeReason: string | null, createTime: string }> };

export type VerifyMemberCertificateQueryVariables = Exact<{
  code: string;
}>;


export type VerifyMemberCertificateQuery = { verifyMemberCertificate: { state: string, number: string | null, unitName: string | null, memberLevelName: string | null, validFrom: string | null, validTo: string | null, issueDate: string | null, issuer: string | null, revokedOn: string | null } };

export type GenerateMemberCertificateMutationVariables = Exact<{
  input: GenerateCertificateInput;
}>;


export type GenerateMemberCertificateMutation = { generateMemberCertificate: { id: string, number: string, code: string, unitId: string, unitName: string, creditCode: string, memberLevel: string, modelId: string, modelTitle: string | null, validFrom: string, validTo: string, issueDate: string, status: number, state: string, revokedAt: string | null, revokeReason: string | null, createTime: string } };

export type GenerateAllMemberCertificatesMutationVariables = Exact<{
  input: GenerateAllCertificatesInput;
}>;


export type GenerateAllMemberCertificatesMutation = { generateAllMemberCertificates: { created: number, skipped: number } };

export type RevokeMemberCertificateMutationVariables = Exact<{
  input: RevokeCertificateInput;
}>;


export type RevokeMemberCertificateMutation = { revokeMemberCertificate: { id: string, number: string, code: string, unitId: string, unitName: string, creditCode: string, memberLevel: string, modelId: string, modelTitle: string | null, validFrom: string, validTo: string, issueDate: string, status: number, state: string, revokedAt: string | null, revokeReason: string | null, createTime: string } };

export type MemberDirectoryQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: DirectoryFilterInput | null | undefined;
}>;


export type MemberDirectoryQuery = { memberDirectory: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, name: string, memberLevel: string, memberLevelName: string, regionName: string | null, postNames: Array<string>, joinYear: number | null }> } };

export type StatisticsBucketFieldsFragment = { key: string, label: string, count: number };

export type MemberStatisticsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberStatisticsQuery = { memberStatistics: { total: number, active: number, byRegion: Array<{ key: string, label: string, count: number }>, byLevel: Array<{ key: string, label: string, count: number }>, byQualification: Array<{ key: string, label: string, count: number }>, byDuesStatus: Array<{ key: string, label: string, count: number }>, byJoinYear: Array<{ key: string, label: string, count: number }> } };

export type MemberDirectoryLevelsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberDirectoryLevelsQuery = { memberDirectoryLevels: Array<{ value: string, label: string }> };

export type NoticeFieldsFragment = { id: string, title: string, category: string, content: string, status: number, releaseTime: string | null, createTime: string, updateTime: string, version: number };

export type NoticePageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: NoticeFilter | null | undefined;
}>;


export type NoticePageQuery = { notices: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, title: string, category: string, content: string, status: number, releaseTime: string | null, createTime: string, updateTime: string, version: number }> } };

export type NoticeQueryVariables = Exact<{
  id: string | number;
}>;


export type NoticeQuery = { notice: { id: string, title: string, category: string, content: string, status: number, releaseTime: string | null, createTime: string, updateTime: string, version: number } };

export type SubmitNoticeMutationVariables = Exact<{
  input: NoticeInput;
}>;


export type SubmitNoticeMutation = { submitNotice: { id: string, title: string, category: string, content: string, status: number, releaseTime: string | null, createTime: string, updateTime: string, version: number } };

export type RemoveNoticesMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveNoticesMutation = { removeNotices: number };

export type PublishNoticeMutationVariables = Exact<{
  input: NoticeIdInput;
}>;


export type PublishNoticeMutation = { publishNotice: { id: string, title: string, category: string, content: string, status: number, releaseTime: string | null, createTime: string, updateTime: string, version: number } };

export type NoticeReadersQueryVariables = Exact<{
  id: string | number;
}>;


export type NoticeReadersQuery = { noticeReaders: Array<{ userId: string, account: string | null, realName: string | null, readTime: string }> };

export type DuesStandardFieldsFragment = { id: string, version: number, year: number, memberLevel: string, amount: string, dueDate: string, remark: string | null };

export type DuesPeriodFieldsFragment = { id: string, unitId: string, unitName: string, year: number, memberLevel: string, amount: string, dueDate: string, status: number, overdue: boolean, paidTime: string | null };

export type PaymentOrderFieldsFragment = { id: string, orderNo: string, kind: string, unitId: string, unitName: string, periodId: string, subject: string, amount: string, provider: string, status: number, payerNote: string | null, payerName: string | null, transferAmount: string | null, transferDate: string | null, transactionId: string | null, paidTime: string | null, createTime: string, voucher: { name: string, url: string } | null };

export type ReceiptFieldsFragment = { id: string, receiptNo: string, year: number, unitName: string, subject: string, amount: string, provider: string, issueTime: string, status: number, printCount: number, reprintCount: number, voidReason: string | null, voidUserName: string | null, voidTime: string | null, pdfUrl: string };

export type DuesStandardPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: DuesStandardFilter | null | undefined;
}>;


export type DuesStandardPageQuery = { duesStandards: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, version: number, year: number, memberLevel: string, amount: string, dueDate: string, remark: string | null }> } };

export type SubmitDuesStandardMutationVariables = Exact<{
  input: DuesStandardInput;
}>;


export type SubmitDuesStandardMutation = { submitDuesStandard: { id: string, version: number, year: number, memberLevel: string, amount: string, dueDate: string, remark: string | null } };

export type RemoveDuesStandardsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveDuesStandardsMutation = { removeDuesStandards: number };

export type DuesPeriodPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: DuesPeriodFilter | null | undefined;
}>;


export type DuesPeriodPageQuery = { duesPeriods: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, unitId: string, unitName: string, year: number, memberLevel: string, amount: string, dueDate: string, status: number, overdue: boolean, paidTime: string | null }> } };

export type GenerateDuesMutationVariables = Exact<{
  input: GenerateDuesInput;
}>;


export type GenerateDuesMutation = { generateDues: number };

export type MyDuesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDuesQuery = { myDues: { unitId: string, unitName: string, duesStatus: number, arrears: { inArrears: boolean, message: string | null, fieldError: string | null } } };

export type PaymentProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentProvidersQuery = { paymentProviders: Array<{ name: string, label: string, online: boolean }> };

export type PaymentOrderPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: PaymentOrderFilter | null | undefined;
}>;


export type PaymentOrderPageQuery = { paymentOrders: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, orderNo: string, kind: string, unitId: string, unitName: string, periodId: string, subject: string, amount: string, provider: string, status: number, payerNote: string | null, payerName: string | null, transferAmount: string | null, transferDate: string | null, transactionId: string | null, paidTime: string | null, createTime: string, voucher: { name: string, url: string } | null }> } };

export type CreatePaymentOrderMutationVariables = Exact<{
  input: CreatePaymentOrderInput;
}>;


export type CreatePaymentOrderMutation = { createPaymentOrder: { payUrl: string | null, token: string | null, order: { id: string, orderNo: string, kind: string, unitId: string, unitName: string, periodId: string, subject: string, amount: string, provider: string, status: number, payerNote: string | null, payerName: string | null, transferAmount: string | null, transferDate: string | null, transactionId: string | null, paidTime: string | null, createTime: string, voucher: { name: string, url: string } | null } } };

export type ConfirmPaymentMutationVariables = Exact<{
  input: ConfirmPaymentInput;
}>;


export type ConfirmPaymentMutation = { confirmPayment: { id: string, receiptNo: string, year: number, unitName: string, subject: string, amount: string, provider: string, issueTime: string, status: number, printCount: number, reprintCount: number, voidReason: string | null, voidUserName: string | null, voidTime: string | null, pdfUrl: string } };

export type SandboxPaymentCallbackMutationVariables = Exact<{
  input: SandboxCallbackInput;
}>;


export type SandboxPaymentCallbackMutation = { sandboxPaymentCallback: { id: string, receiptNo: string, year: number, unitName: string, subject: string, amount: string, provider: string, issueTime: string, status: number, printCount: number, reprintCount: number, voidReason: string | null, voidUserName: string | null, voidTime: string | null, pdfUrl: string } };

export type ReceiptPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: ReceiptFilter | null | undefined;
}>;


export type ReceiptPageQuery = { receipts: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, receiptNo: string, year: number, unitName: string, subject: string, amount: string, provider: string, issueTime: string, status: number, printCount: number, reprintCount: number, voidReason: string | null, voidUserName: string | null, voidTime: string | null, pdfUrl: string }> } };

export type VoidReceiptMutationVariables = Exact<{
  input: VoidReceiptInput;
}>;


export type VoidReceiptMutation = { voidReceipt: { id: string, receiptNo: string, year: number, unitName: string, subject: string, amount: string, provider: string, issueTime: string, status: number, printCount: number, reprintCount: number, voidReason: string | null, voidUserName: string | null, voidTime: string | null, pdfUrl: string } };

export type InvoiceUnitFieldsFragment = { id: string, title: string, taxNumber: string, address: string | null, phone: string | null, bank: string | null, account: string | null };

export type InvoiceRequestFieldsFragment = { id: string, orderId: string, orderNo: string, amount: string, title: string, taxNumber: string, status: number, invoiceNumber: string | null, issueTime: string | null, createTime: string };

export type InvoiceAccessMutationVariables = Exact<{
  input: InvoiceAccessInput;
}>;


export type InvoiceAccessMutation = { invoiceAccess: { token: string, unitName: string, expiresAt: string } };

export type InvoicePortalQueryVariables = Exact<{
  token: string;
}>;


export type InvoicePortalQuery = { invoiceUnits: Array<{ id: string, title: string, taxNumber: string, address: string | null, phone: string | null, bank: string | null, account: string | null }>, invoicePayments: Array<{ id: string, orderNo: string, kind: string, unitId: string, unitName: string, periodId: string, subject: string, amount: string, provider: string, status: number, payerNote: string | null, payerName: string | null, transferAmount: string | null, transferDate: string | null, transactionId: string | null, paidTime: string | null, createTime: string, voucher: { name: string, url: string } | null }>, invoiceRequests: Array<{ id: string, orderId: string, orderNo: string, amount: string, title: string, taxNumber: string, status: number, invoiceNumber: string | null, issueTime: string | null, createTime: string }> };

export type SubmitInvoiceUnitMutationVariables = Exact<{
  token: string;
  input: InvoiceUnitInput;
}>;


export type SubmitInvoiceUnitMutation = { submitInvoiceUnit: { id: string, title: string, taxNumber: string, address: string | null, phone: string | null, bank: string | null, account: string | null } };

export type RemoveInvoiceUnitMutationVariables = Exact<{
  token: string;
  id: string | number;
}>;


export type RemoveInvoiceUnitMutation = { removeInvoiceUnit: boolean };

export type RequestInvoiceMutationVariables = Exact<{
  token: string;
  input: InvoiceRequestInput;
}>;


export type RequestInvoiceMutation = { requestInvoice: { id: string, orderId: string, orderNo: string, amount: string, title: string, taxNumber: string, status: number, invoiceNumber: string | null, issueTime: string | null, createTime: string } };

export type InvoiceReconciliationQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: InvoiceReconciliationFilter | null | undefined;
}>;


export type InvoiceReconciliationQuery = { invoiceReconciliation: { total: number, current: number, size: number, pages: number, records: Array<{ receiptNo: string | null, order: { id: string, orderNo: string, kind: string, unitId: string, unitName: string, periodId: string, subject: string, amount: string, provider: string, status: number, payerNote: string | null, payerName: string | null, transferAmount: string | null, transferDate: string | null, transactionId: string | null, paidTime: string | null, createTime: string, voucher: { name: string, url: string } | null }, request: { id: string, orderId: string, orderNo: string, amount: string, title: string, taxNumber: string, status: number, invoiceNumber: string | null, issueTime: string | null, createTime: string } | null }> } };

export type IssueInvoiceMutationVariables = Exact<{
  input: IssueInvoiceInput;
}>;


export type IssueInvoiceMutation = { issueInvoice: { id: string, orderId: string, orderNo: string, amount: string, title: string, taxNumber: string, status: number, invoiceNumber: string | null, issueTime: string | null, createTime: string } };

export type TransferAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type TransferAccountQuery = { transferAccount: { configured: boolean, accountName: string | null, bankName: string | null, accountNo: string | null, phone: string | null } };

export type DuesReminderFieldsFragment = { id: string, unitId: string, unitName: string, year: number, dueDate: string, step: number, daysOverdue: number, channel: string, recipient: string | null, status: string, note: string | null, createTime: string };

export type DuesReminderPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: DuesReminderFilter | null | undefined;
}>;


export type DuesReminderPageQuery = { duesReminders: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, unitId: string, unitName: string, year: number, dueDate: string, step: number, daysOverdue: number, channel: string, recipient: string | null, status: string, note: string | null, createTime: string }> } };

export type DuesReminderStepsQueryVariables = Exact<{ [key: string]: never; }>;


export type DuesReminderStepsQuery = { duesReminderSteps: Array<number> };

export type SetDuesReminderStepsMutationVariables = Exact<{
  input: DuesReminderStepsInput;
}>;


export type SetDuesReminderStepsMutation = { setDuesReminderSteps: Array<number> };

export type RunDuesRemindersMutationVariables = Exact<{ [key: string]: never; }>;


export type RunDuesRemindersMutation = { runDuesReminders: { reminded: number } };

export type VerifyReceiptQueryVariables = Exact<{
  code: string;
}>;


export type VerifyReceiptQuery = { verifyReceipt: { state: string, message: string, receiptNo: string | null, unitName: string | null, amount: string | null, subject: string | null, periodYear: number | null, issueDate: string | null, voidedOn: string | null } };

export type EventFieldsFragment = { id: string, version: number, title: string, type: string, venue: string, startTime: string, endTime: string, registrationDeadline: string | null, capacity: number, fee: string, agenda: string | null, description: string | null, status: number, releaseTime: string | null };

export type EventRegistrationFieldsFragment = { id: string, eventId: string, name: string, mobile: string, unit: string, post: string | null, signInNumber: string, checkInTime: string | null, createTime: string, hotel: string | null, roomType: string | null, checkInDate: string | null, checkOutDate: string | null, sharingWith: string | null, answers: Array<{ key: string, value: string }> };

export type EventPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: EventFilter | null | undefined;
}>;


export type EventPageQuery = { events: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, version: number, title: string, type: string, venue: string, startTime: string, endTime: string, registrationDeadline: string | null, capacity: number, fee: string, agenda: string | null, description: string | null, status: number, releaseTime: string | null }> } };

export type SubmitEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type SubmitEventMutation = { submitEvent: { id: string, version: number, title: string, type: string, venue: string, startTime: string, endTime: string, registrationDeadline: string | null, capacity: number, fee: string, agenda: string | null, description: string | null, status: number, releaseTime: string | null } };

export type ReleaseEventMutationVariables = Exact<{
  id: string | number;
}>;


export type ReleaseEventMutation = { releaseEvent: { id: string, version: number, title: string, type: string, venue: string, startTime: string, endTime: string, registrationDeadline: string | null, capacity: number, fee: string, agenda: string | null, description: string | null, status: number, releaseTime: string | null } };

export type CancelEventMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelEventMutation = { cancelEvent: { id: string, version: number, title: string, type: string, venue: string, startTime: string, endTime: string, registrationDeadline: string | null, capacity: number, fee: string, agenda: string | null, description: string | null, status: number, releaseTime: string | null } };

export type RemoveEventsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type RemoveEventsMutation = { removeEvents: number };

export type EventRegistrationPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: EventRegistrationFilter | null | undefined;
}>;


export type EventRegistrationPageQuery = { eventRegistrations: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, eventId: string, name: string, mobile: string, unit: string, post: string | null, signInNumber: string, checkInTime: string | null, createTime: string, hotel: string | null, roomType: string | null, checkInDate: string | null, checkOutDate: string | null, sharingWith: string | null, answers: Array<{ key: string, value: string }> }> } };

export type EventCustomOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type EventCustomOptionsQuery = { eventCustomOptions: Array<{ key: string, label: string }> };

export type UpdateEventAccommodationMutationVariables = Exact<{
  input: AccommodationInput;
}>;


export type UpdateEventAccommodationMutation = { updateEventAccommodation: { id: string, eventId: string, name: string, mobile: string, unit: string, post: string | null, signInNumber: string, checkInTime: string | null, createTime: string, hotel: string | null, roomType: string | null, checkInDate: string | null, checkOutDate: string | null, sharingWith: string | null, answers: Array<{ key: string, value: string }> } };

export type CheckInEventRegistrationMutationVariables = Exact<{
  input: CheckInInput;
}>;


export type CheckInEventRegistrationMutation = { checkInEventRegistration: { id: string, eventId: string, name: string, mobile: string, unit: string, post: string | null, signInNumber: string, checkInTime: string | null, createTime: string, hotel: string | null, roomType: string | null, checkInDate: string | null, checkOutDate: string | null, sharingWith: string | null, answers: Array<{ key: string, value: string }> } };

export type EventCheckInStatsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventCheckInStatsQuery = { eventCheckInStats: { eventId: string, registered: number, checkedIn: number, capacity: number } };

export type PublicEventFieldsFragment = { id: string, title: string, type: string, venue: string, startTime: string, endTime: string, registrationDeadline: string | null, capacity: number, registered: number, fee: string, agenda: string | null, description: string | null, status: number, options: Array<{ key: string, label: string }> };

export type PublicEventQueryVariables = Exact<{
  id: string | number;
}>;


export type PublicEventQuery = { publicEvent: { id: string, title: string, type: string, venue: string, startTime: string, endTime: string, registrationDeadline: string | null, capacity: number, registered: number, fee: string, agenda: string | null, description: string | null, status: number, options: Array<{ key: string, label: string }> } };

export type RegisterForEventMutationVariables = Exact<{
  input: EventRegistrationInput;
}>;


export type RegisterForEventMutation = { registerForEvent: { id: string, eventId: string, eventTitle: string, name: string, signInNumber: string } };

export type SiteInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteInfoQuery = { siteInfo: { name: string, phone: string | null } };

export type EventStatisticsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type EventStatisticsQuery = { eventStatistics: Array<{ eventId: string, title: string, startTime: string, capacity: number, registered: number, checkedIn: number }> };

export type ExpertAccountFieldsFragment = { id: string, name: string, gender: number | null, mobile: string, unitName: string, creditCode: string | null, jobTitle: string | null, discipline: string, resume: string | null, cardCode: string | null, expirationDate: string | null, flowStatus: number, remark: string | null, createTime: string, version: number };

export type ExpertAccountsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: ExpertAccountFilter | null | undefined;
}>;


export type ExpertAccountsQuery = { expertAccounts: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, name: string, gender: number | null, mobile: string, unitName: string, creditCode: string | null, jobTitle: string | null, discipline: string, resume: string | null, cardCode: string | null, expirationDate: string | null, flowStatus: number, remark: string | null, createTime: string, version: number }> } };

export type ExpertAccountQueryVariables = Exact<{
  id: string | number;
}>;


export type ExpertAccountQuery = { expertAccount: { id: string, name: string, gender: number | null, mobile: string, unitName: string, creditCode: string | null, jobTitle: string | null, discipline: string, resume: string | null, cardCode: string | null, expirationDate: string | null, flowStatus: number, remark: string | null, createTime: string, version: number } };

export type MyExpertApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyExpertApplicationQuery = { myExpertApplication: { id: string, name: string, gender: number | null, mobile: string, unitName: string, creditCode: string | null, jobTitle: string | null, discipline: string, resume: string | null, cardCode: string | null, expirationDate: string | null, flowStatus: number, remark: string | null, createTime: string, version: number } | null };

export type SubmitExpertAccountMutationVariables = Exact<{
  input: ExpertAccountInput;
}>;


export type SubmitExpertAccountMutation = { submitExpertAccount: { id: string, name: string, gender: number | null, mobile: string, unitName: string, creditCode: string | null, jobTitle: string | null, discipline: string, resume: string | null, cardCode: string | null, expirationDate: string | null, flowStatus: number, remark: string | null, createTime: string, version: number } };

export type RemoveExpertAccountsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveExpertAccountsMutation = { removeExpertAccounts: number };

export type IssueExpertCardMutationVariables = Exact<{
  input: ExpertCardInput;
}>;


export type IssueExpertCardMutation = { issueExpertCard: { id: string, name: string, gender: number | null, mobile: string, unitName: string, creditCode: string | null, jobTitle: string | null, discipline: string, resume: string | null, cardCode: string | null, expirationDate: string | null, flowStatus: number, remark: string | null, createTime: string, version: number } };

export type ExpertSearchQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: ExpertSearchFilter | null | undefined;
}>;


export type ExpertSearchQuery = { expertSearch: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, name: string, unitName: string, jobTitle: string | null, discipline: string, disciplineName: string, cardCode: string | null, expirationDate: string | null }> } };

export type FlowStepFieldsFragment = { title: string, approverKind: string, approvers: Array<string>, buttonApproval: boolean, buttonApprovalTitle: string, buttonReject: boolean, buttonRejectTitle: string, buttonCancel: boolean, buttonCancelTitle: string, buttonReset: boolean, buttonResetTitle: string };

export type FlowModelFieldsFragment = { id: string, modelKey: string, name: string, modelVersion: number, isLatest: boolean, status: number, remark: string | null, createTime: string, updateTime: string, version: number, steps: Array<{ title: string, approverKind: string, approvers: Array<string>, buttonApproval: boolean, buttonApprovalTitle: string, buttonReject: boolean, buttonRejectTitle: string, buttonCancel: boolean, buttonCancelTitle: string, buttonReset: boolean, buttonResetTitle: string }> };

export type FlowModelPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: FlowModelFilter | null | undefined;
}>;


export type FlowModelPageQuery = { flowModels: { total: number, pages: number, records: Array<{ id: string, modelKey: string, name: string, modelVersion: number, isLatest: boolean, status: number, remark: string | null, createTime: string, updateTime: string, version: number, steps: Array<{ title: string, approverKind: string, approvers: Array<string>, buttonApproval: boolean, buttonApprovalTitle: string, buttonReject: boolean, buttonRejectTitle: string, buttonCancel: boolean, buttonCancelTitle: string, buttonReset: boolean, buttonResetTitle: string }> }> } };

export type FlowModelVersionsQueryVariables = Exact<{
  modelKey: string;
}>;


export type FlowModelVersionsQuery = { flowModelVersions: Array<{ id: string, modelKey: string, name: string, modelVersion: number, isLatest: boolean, status: number, remark: string | null, createTime: string, updateTime: string, version: number, steps: Array<{ title: string, approverKind: string, approvers: Array<string>, buttonApproval: boolean, buttonApprovalTitle: string, buttonReject: boolean, buttonRejectTitle: string, buttonCancel: boolean, buttonCancelTitle: string, buttonReset: boolean, buttonResetTitle: string }> }> };

export type FlowBusinessTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type FlowBusinessTypesQuery = { flowBusinessTypes: Array<string> };

export type SaveFlowModelMutationVariables = Exact<{
  input: FlowModelInput;
}>;


export type SaveFlowModelMutation = { saveFlowModel: { id: string, modelKey: string, name: string, modelVersion: number, isLatest: boolean, status: number, remark: string | null, createTime: string, updateTime: string, version: number, steps: Array<{ title: string, approverKind: string, approvers: Array<string>, buttonApproval: boolean, buttonApprovalTitle: string, buttonReject: boolean, buttonRejectTitle: string, buttonCancel: boolean, buttonCancelTitle: string, buttonReset: boolean, buttonResetTitle: string }> } };

export type SetFlowModelStatusMutationVariables = Exact<{
  input: FlowModelStatusInput;
}>;


export type SetFlowModelStatusMutation = { setFlowModelStatus: { id: string, modelKey: string, name: string, modelVersion: number, isLatest: boolean, status: number, remark: string | null, createTime: string, updateTime: string, version: number, steps: Array<{ title: string, approverKind: string, approvers: Array<string>, buttonApproval: boolean, buttonApprovalTitle: string, buttonReject: boolean, buttonRejectTitle: string, buttonCancel: boolean, buttonCancelTitle: string, buttonReset: boolean, buttonResetTitle: string }> } };

export type FlowFollowUpQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: FlowTaskFilter | null | undefined;
}>;


export type FlowFollowUpQuery = { flowFollowUp: { total: number, pages: number, records: Array<{ id: string, businessType: string, businessTypeLabel: string, detailPath: string | null, handlePath: string | null, businessId: string, title: string, status: number, stepIndex: number, version: number, applicantName: string, submitTime: string | null, endTime: string | null, updateTime: string, modelVersion: number, claimedBy: string | null, approverKind: string }> } };

export type FlowInstanceRecordQueryVariables = Exact<{
  id: string | number;
}>;


export type FlowInstanceRecordQuery = { flowInstance: { instance: { id: string, businessType: string, businessTypeLabel: string, detailPath: string | null, handlePath: string | null, businessId: string, title: string, status: number, stepIndex: number, version: number, applicantName: string, submitTime: string | null, endTime: string | null, updateTime: string, modelVersion: number, claimedBy: string | null, approverKind: string } | null, logs: Array<{ id: string, approvalConfigTitle: string, approvalOpinion: string | null, approvalStatus: number, createByName: string, createDateTime: string }> } };

export type TerminateFlowInstanceMutationVariables = Exact<{
  input: FlowTerminateInput;
}>;


export type TerminateFlowInstanceMutation = { terminateFlowInstance: { id: string, businessType: string, businessTypeLabel: string, detailPath: string | null, handlePath: string | null, businessId: string, title: string, status: number, stepIndex: number, version: number, applicantName: string, submitTime: string | null, endTime: string | null, updateTime: string, modelVersion: number, claimedBy: string | null, approverKind: string } };

export type FlowApproverUsersQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: UserFilter | null | undefined;
}>;


export type FlowApproverUsersQuery = { users: { total: number, records: Array<{ id: string, account: string, realName: string | null }> } };

export type FlowApproverRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type FlowApproverRolesQuery = { roleTree: Array<{ id: string, parentId: string | null, roleName: string, roleAlias: string }> };

export type FlowApproverDeptsQueryVariables = Exact<{ [key: string]: never; }>;


export type FlowApproverDeptsQuery = { deptTree: Array<{ id: string, parentId: string | null, deptName: string }> };

export type ProfileFieldsFragment = { id: string, account: string, avatar: string | null, realName: string | null, phone: string | null, email: string | null, awardName: string | null, companyName: string | null, projectName: string | null, referee: string | null };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { myProfile: { id: string, account: string, avatar: string | null, realName: string | null, phone: string | null, email: string | null, awardName: string | null, companyName: string | null, projectName: string | null, referee: string | null } };

export type UpdateMyProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateMyProfileMutation = { updateMyProfile: { id: string, account: string, avatar: string | null, realName: string | null, phone: string | null, email: string | null, awardName: string | null, companyName: string | null, projectName: string | null, referee: string | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { accessToken: string, refreshToken: string, tokenType: string, expiresIn: number, user: { id: string, account: string, realName: string | null, avatar: string | null, tenantId: string, deptId: string | null, loginType: string, roles: Array<string>, permissions: Array<string> } } };

export type NotificationPreferenceFieldsFragment = { emailEnabled: boolean, language: string, kinds: Array<{ kind: string, email: boolean }> };

export type MyNotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyNotificationPreferencesQuery = { myNotificationPreferences: { emailEnabled: boolean, language: string, kinds: Array<{ kind: string, email: boolean }> } };

export type SaveNotificationPreferencesMutationVariables = Exact<{
  input: NotificationPreferencesInput;
}>;


export type SaveNotificationPreferencesMutation = { saveNotificationPreferences: { emailEnabled: boolean, language: string, kinds: Array<{ kind: string, email: boolean }> } };

export type MyPersonalAccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPersonalAccessTokensQuery = { personalAccessTokens: Array<{ id: string, name: string, prefix: string, codes: Array<string>, createTime: string, expiresAt: string, lastUsedAt: string | null }> };

export type CreatePersonalAccessTokenMutationVariables = Exact<{
  input: CreatePersonalAccessTokenInput;
}>;


export type CreatePersonalAccessTokenMutation = { createPersonalAccessToken: { token: string, record: { id: string, name: string, prefix: string, codes: Array<string>, createTime: string, expiresAt: string, lastUsedAt: string | null } } };

export type RevokePersonalAccessTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokePersonalAccessTokenMutation = { revokePersonalAccessToken: boolean };

export type LegacyImportRunPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type LegacyImportRunPageQuery = { legacyImportRuns: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, startedAt: string, finishedAt: string | null, status: string, dryRun: boolean, source: string, operator: string, mappingFile: string | null, readCount: number, createdCount: number, updatedCount: number, unchangedCount: number, refusedCount: number, rowsPerSecond: number, durationMs: number, error: string | null, tables: Array<{ table: string, target: string, read: number, created: number, updated: number, unchanged: number, refused: number }> }> } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: boolean };

export type MemberPersonFieldsFragment = { id: string, name: string, post: string | null, mobile: string | null, idCard: string | null };

export type MemberUnitFieldsFragment = { id: string, version: number, name: string, creditCode: string, address: string | null, regionCode: string | null, regionName: string | null, legalRepresentative: string | null, contactName: string, contactMobile: string, email: string | null, qualifications: string | null, posts: Array<string>, memberLevel: string, joinDate: string | null, status: number, userId: string | null, createTime: string };

export type MemberUnitPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: MemberUnitFilter | null | undefined;
}>;


export type MemberUnitPageQuery = { memberUnits: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, version: number, name: string, creditCode: string, address: string | null, regionCode: string | null, regionName: string | null, legalRepresentative: string | null, contactName: string, contactMobile: string, email: string | null, qualifications: string | null, posts: Array<string>, memberLevel: string, joinDate: string | null, status: number, userId: string | null, createTime: string }> } };

export type MemberUnitQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberUnitQuery = { memberUnit: { id: string, version: number, name: string, creditCode: string, address: string | null, regionCode: string | null, regionName: string | null, legalRepresentative: string | null, contactName: string, contactMobile: string, email: string | null, qualifications: string | null, posts: Array<string>, memberLevel: string, joinDate: string | null, status: number, userId: string | null, createTime: string, people: Array<{ id: string, name: string, post: string | null, mobile: string | null, idCard: string | null }> } };

export type MyMemberUnitQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMemberUnitQuery = { myMemberUnit: { id: string, version: number, name: string, creditCode: string, address: string | null, regionCode: string | null, regionName: string | null, legalRepresentative: string | null, contactName: string, contactMobile: string, email: string | null, qualifications: string | null, posts: Array<string>, memberLevel: string, joinDate: string | null, status: number, userId: string | null, createTime: string } | null };

export type SubmitMemberUnitMutationVariables = Exact<{
  input: MemberUnitInput;
}>;


export type SubmitMemberUnitMutation = { submitMemberUnit: { id: string, version: number, name: string, creditCode: string, address: string | null, regionCode: string | null, regionName: string | null, legalRepresentative: string | null, contactName: string, contactMobile: string, email: string | null, qualifications: string | null, posts: Array<string>, memberLevel: string, joinDate: string | null, status: number, userId: string | null, createTime: string, people: Array<{ id: string, name: string, post: string | null, mobile: string | null, idCard: string | null }> } };

export type RemoveMemberUnitsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveMemberUnitsMutation = { removeMemberUnits: number };

export type EntryApplicationFieldsFragment = { id: string, version: number, name: string, creditCode: string, address: string | null, regionCode: string | null, regionName: string | null, legalRepresentative: string | null, contactName: string, contactMobile: string, email: string | null, qualifications: string | null, memberLevel: string, flowStatus: number, memberUnitId: string | null, applicantName: string | null, flowInstanceId: string | null, createTime: string, updateTime: string, attachments: Array<{ name: string, url: string, size: number | null }> };

export type EntryApplicationPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: EntryApplicationFilter | null | undefined;
}>;


export type EntryApplicationPageQuery = { entryApplications: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, version: number, name: string, creditCode: string, address: string | null, regionCode: string | null, regionName: string | null, legalRepresentative: string | null, contactName: string, contactMobile: string, email: string | null, qualifications: string | null, memberLevel: string, flowStatus: number, memberUnitId: string | null, applicantName: string | null, flowInstanceId: string | null, createTime: string, updateTime: string, attachments: Array<{ name: string, url: string, size: number | null }> }> } };

export type EntryApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type EntryApplicationQuery = { entryApplication: { id: string, version: number, name: string, creditCode: string, address: string | null, regionCode: string | null, regionName: string | null, legalRepresentative: string | null, contactName: string, contactMobile: string, email: string | null, qualifications: string | null, memberLevel: string, flowStatus: number, memberUnitId: string | null, applicantName: string | null, flowInstanceId: string | null, createTime: string, updateTime: string, attachments: Array<{ name: string, url: string, size: number | null }> } };

export type MyEntryApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEntryApplicationQuery = { myEntryApplication: { id: string, version: number, name: string, creditCode: string, address: string | null, regionCode: string | null, regionName: string | null, legalRepresentative: string | null, contactName: string, contactMobile: string, email: string | null, qualifications: string | null, memberLevel: string, flowStatus: number, memberUnitId: string | null, applicantName: string | null, flowInstanceId: string | null, createTime: string, updateTime: string, attachments: Array<{ name: string, url: string, size: number | null }> } | null };

export type SubmitEntryApplicationMutationVariables = Exact<{
  input: EntryApplicationInput;
}>;


export type SubmitEntryApplicationMutation = { submitEntryApplication: { id: string, version: number, name: string, creditCode: string, address: string | null, regionCode: string | null, regionName: string | null, legalRepresentative: string | null, contactName: string, contactMobile: string, email: string | null, qualifications: string | null, memberLevel: string, flowStatus: number, memberUnitId: string | null, applicantName: string | null, flowInstanceId: string | null, createTime: string, updateTime: string, attachments: Array<{ name: string, url: string, size: number | null }> } };

export type MemberChangeValuesFieldsFragment = { contactName: string | null, contactMobile: string | null, email: string | null, address: string | null, legalRepresentative: string | null, qualifications: string | null, posts: Array<string> | null };

export type MemberChangeFieldsFragment = { id: string, version: number, unitId: string, unitName: string, kind: string, flowStatus: number, changedFields: Array<string>, remark: string | null, applicantName: string | null, appliedTime: string | null, createTime: string, updateTime: string, flowInstanceId: string | null, attachments: Array<{ name: string, url: string, size: number | null }>, before: { contactName: string | null, contactMobile: string | null, email: string | null, address: string | null, legalRepresentative: string | null, qualifications: string | null, posts: Array<string> | null }, after: { contactName: string | null, contactMobile: string | null, email: string | null, address: string | null, legalRepresentative: string | null, qualifications: string | null, posts: Array<string> | null } };

export type MemberChangePageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: MemberChangeFilter | null | undefined;
}>;


export type MemberChangePageQuery = { memberChangeRequests: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, version: number, unitId: string, unitName: string, kind: string, flowStatus: number, changedFields: Array<string>, remark: string | null, applicantName: string | null, appliedTime: string | null, createTime: string, updateTime: string, flowInstanceId: string | null, attachments: Array<{ name: string, url: string, size: number | null }>, before: { contactName: string | null, contactMobile: string | null, email: string | null, address: string | null, legalRepresentative: string | null, qualifications: string | null, posts: Array<string> | null }, after: { contactName: string | null, contactMobile: string | null, email: string | null, address: string | null, legalRepresentative: string | null, qualifications: string | null, posts: Array<string> | null } }> } };

export type MemberChangeRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberChangeRequestQuery = { memberChangeRequest: { id: string, version: number, unitId: string, unitName: string, kind: string, flowStatus: number, changedFields: Array<string>, remark: string | null, applicantName: string | null, appliedTime: string | null, createTime: string, updateTime: string, flowInstanceId: string | null, attachments: Array<{ name: string, url: string, size: number | null }>, before: { contactName: string | null, contactMobile: string | null, email: string | null, address: string | null, legalRepresentative: string | null, qualifications: string | null, posts: Array<string> | null }, after: { contactName: string | null, contactMobile: string | null, email: string | null, address: string | null, legalRepresentative: string | null, qualifications: string | null, posts: Array<string> | null } } };

export type MyOpenMemberChangeQueryVariables = Exact<{
  kind: string;
}>;


export type MyOpenMemberChangeQuery = { myOpenMemberChange: { id: string, version: number, unitId: string, unitName: string, kind: string, flowStatus: number, changedFields: Array<string>, remark: string | null, applicantName: string | null, appliedTime: string | null, createTime: string, updateTime: string, flowInstanceId: string | null, attachments: Array<{ name: string, url: string, size: number | null }>, before: { contactName: string | null, contactMobile: string | null, email: string | null, address: string | null, legalRepresentative: string | null, qualifications: string | null, posts: Array<string> | null }, after: { contactName: string | null, contactMobile: string | null, email: string | null, address: string | null, legalRepresentative: string | null, qualifications: string | null, posts: Array<string> | null } } | null };

export type SubmitMemberChangeMutationVariables = Exact<{
  input: MemberChangeInput;
}>;


export type SubmitMemberChangeMutation = { submitMemberChange: { id: string, version: number, unitId: string, unitName: string, kind: string, flowStatus: number, changedFields: Array<string>, remark: string | null, applicantName: string | null, appliedTime: string | null, createTime: string, updateTime: string, flowInstanceId: string | null, attachments: Array<{ name: string, url: string, size: number | null }>, before: { contactName: string | null, contactMobile: string | null, email: string | null, address: string | null, legalRepresentative: string | null, qualifications: string | null, posts: Array<string> | null }, after: { contactName: string | null, contactMobile: string | null, email: string | null, address: string | null, legalRepresentative: string | null, qualifications: string | null, posts: Array<string> | null } } };

export type MemberUnitHistoryQueryVariables = Exact<{
  unitId: string | number;
  kind?: string | null | undefined;
}>;


export type MemberUnitHistoryQuery = { memberUnitHistory: Array<{ id: string, kind: string, validFrom: string, validTo: string | null, changeRequestId: string | null, operatorName: string | null, applicantName: string | null, values: { contactName: string | null, contactMobile: string | null, email: string | null, address: string | null, legalRepresentative: string | null, qualifications: string | null, posts: Array<string> | null } }> };

export type MyMemberUnitDetailQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMemberUnitDetailQuery = { myMemberUnit: { id: string, version: number, name: string, creditCode: string, address: string | null, regionCode: string | null, regionName: string | null, legalRepresentative: string | null, contactName: string, contactMobile: string, email: string | null, qualifications: string | null, posts: Array<string>, memberLevel: string, joinDate: string | null, status: number, userId: string | null, createTime: string, people: Array<{ id: string, name: string, post: string | null, mobile: string | null, idCard: string | null }> } | null };

export type MemberApplicationPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: MemberApplicationFilter | null | undefined;
}>;


export type MemberApplicationPageQuery = { memberApplications: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, kind: string, unitName: string, unitId: string | null, flowStatus: number, applicantName: string | null, createTime: string, updateTime: string }> } };

export type MemberFeedbackFieldsFragment = { id: string, version: number, title: string, content: string, unitName: string | null, senderName: string | null, status: number, createTime: string, attachments: Array<{ name: string, url: string, size: number | null }>, replies: Array<{ content: string, userName: string | null, time: string }> };

export type MemberFeedbackPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: MemberFeedbackFilter | null | undefined;
}>;


export type MemberFeedbackPageQuery = { memberFeedbacks: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, version: number, title: string, content: string, unitName: string | null, senderName: string | null, status: number, createTime: string, attachments: Array<{ name: string, url: string, size: number | null }>, replies: Array<{ content: string, userName: string | null, time: string }> }> } };

export type SendMemberFeedbackMutationVariables = Exact<{
  input: MemberFeedbackInput;
}>;


export type SendMemberFeedbackMutation = { sendMemberFeedback: { id: string, version: number, title: string, content: string, unitName: string | null, senderName: string | null, status: number, createTime: string, attachments: Array<{ name: string, url: string, size: number | null }>, replies: Array<{ content: string, userName: string | null, time: string }> } };

export type ReplyMemberFeedbackMutationVariables = Exact<{
  input: FeedbackReplyInput;
}>;


export type ReplyMemberFeedbackMutation = { replyMemberFeedback: { id: string, version: number, title: string, content: string, unitName: string | null, senderName: string | null, status: number, createTime: string, attachments: Array<{ name: string, url: string, size: number | null }>, replies: Array<{ content: string, userName: string | null, time: string }> } };

export type MyRegistrationFieldsFragment = { registration: { id: string, eventId: string, name: string, mobile: string, unit: string, post: string | null, signInNumber: string, checkInTime: string | null, hotel: string | null, roomType: string | null, checkInDate: string | null, checkOutDate: string | null, sharingWith: string | null }, event: { id: string, title: string, type: string, venue: string, startTime: string, endTime: string, agenda: string | null, description: string | null, status: number } };

export type MobileMeetingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MobileMeetingsQuery = { openEvents: Array<{ id: string, title: string, type: string, venue: string, startTime: string, endTime: string, registrationDeadline: string | null, capacity: number, registered: number, fee: string, agenda: string | null, description: string | null, status: number, options: Array<{ key: string, label: string }> }>, myEventRegistrations: Array<{ registration: { id: string, eventId: string, name: string, mobile: string, unit: string, post: string | null, signInNumber: string, checkInTime: string | null, hotel: string | null, roomType: string | null, checkInDate: string | null, checkOutDate: string | null, sharingWith: string | null }, event: { id: string, title: string, type: string, venue: string, startTime: string, endTime: string, agenda: string | null, description: string | null, status: number } }> };

export type MobileMeetingQueryVariables = Exact<{
  id: string | number;
}>;


export type MobileMeetingQuery = { publicEvent: { id: string, title: string, type: string, venue: string, startTime: string, endTime: string, registrationDeadline: string | null, capacity: number, registered: number, fee: string, agenda: string | null, description: string | null, status: number, options: Array<{ key: string, label: string }> }, myEventRegistrations: Array<{ registration: { id: string, eventId: string, name: string, mobile: string, unit: string, post: string | null, signInNumber: string, checkInTime: string | null, hotel: string | null, roomType: string | null, checkInDate: string | null, checkOutDate: string | null, sharingWith: string | null }, event: { id: string, title: string, type: string, venue: string, startTime: string, endTime: string, agenda: string | null, description: string | null, status: number } }>, myProfile: { id: string, realName: string | null, phone: string | null, companyName: string | null } };

export type MobileInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type MobileInfoQuery = { myProfile: { id: string, account: string, realName: string | null, phone: string | null, email: string | null, companyName: string | null }, myMemberUnit: { id: string, name: string, creditCode: string, address: string | null, regionName: string | null, legalRepresentative: string | null, contactName: string, contactMobile: string, email: string | null, memberLevel: string, joinDate: string | null, status: number } | null };

export type MobilePaymentOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type MobilePaymentOrderQuery = { paymentOrder: { id: string, orderNo: string, kind: string, unitId: string, unitName: string, periodId: string, subject: string, amount: string, provider: string, status: number, payerNote: string | null, payerName: string | null, transferAmount: string | null, transferDate: string | null, transactionId: string | null, paidTime: string | null, createTime: string, voucher: { name: string, url: string } | null } };

export type MobileExpertCardQueryVariables = Exact<{
  cardCode: string;
}>;


export type MobileExpertCardQuery = { verifyExpertCard: { state: string, cardCode: string | null, name: string | null, unitName: string | null, jobTitle: string | null, disciplineName: string | null, expirationDate: string | null } };

export type MobileFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type MobileFiguresQuery = { memberStatistics: { total: number, active: number, byRegion: Array<{ key: string, label: string, count: number }>, byLevel: Array<{ key: string, label: string, count: number }> }, associationFigures: { dues: { year: number, paidCount: number, paidAmount: string, unpaidCount: number, unpaidAmount: string }, applications: Array<{ awardType: string, awardLabel: string, flowStatus: number, statusLabel: string, count: number }>, upcomingEvents: Array<{ id: string, title: string, startTime: string, venue: string | null }> } };

export type WeixinBindConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type WeixinBindConfigQuery = { weixinBindConfig: { configured: boolean, authorizeUrl: string | null, smsEnabled: boolean } };

export type MyWeixinBindingQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWeixinBindingQuery = { myWeixinBinding: { id: string, openId: string, createTime: string } | null };

export type UnbindMyWeixinMutationVariables = Exact<{ [key: string]: never; }>;


export type UnbindMyWeixinMutation = { unbindMyWeixin: boolean };

export type UsualLogFieldsFragment = { id: string, tenantId: string, logId: string, logLevel: string, logData: string, serviceId: string, method: string | null, requestUri: string | null, createBy: string | null, createTime: string };

export type UsualLogPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: UsualLogFilter | null | undefined;
}>;


export type UsualLogPageQuery = { usualLogs: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, tenantId: string, logId: string, logLevel: string, logData: string, serviceId: string, method: string | null, requestUri: string | null, createBy: string | null, createTime: string }> } };

export type UsualLogQueryVariables = Exact<{
  id: string | number;
}>;


export type UsualLogQuery = { usualLog: { serverHost: string, userId: string | null, remoteIp: string | null, userAgent: string | null, requestId: string | null, id: string, tenantId: string, logId: string, logLevel: string, logData: string, serviceId: string, method: string | null, requestUri: string | null, createBy: string | null, createTime: string } };

export type ApiLogFieldsFragment = { id: string, tenantId: string, serviceId: string, title: string, method: string, requestUri: string, result: string, duration: number, createBy: string | null, remoteIp: string | null, createTime: string };

export type ApiLogPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: ApiLogFilter | null | undefined;
}>;


export type ApiLogPageQuery = { apiLogs: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, tenantId: string, serviceId: string, title: string, method: string, requestUri: string, result: string, duration: number, createBy: string | null, remoteIp: string | null, createTime: string }> } };

export type ApiLogQueryVariables = Exact<{
  id: string | number;
}>;


export type ApiLogQuery = { apiLog: { serverHost: string, params: string | null, userId: string | null, userAgent: string | null, requestId: string | null, id: string, tenantId: string, serviceId: string, title: string, method: string, requestUri: string, result: string, duration: number, createBy: string | null, remoteIp: string | null, createTime: string } };

export type ErrorLogFieldsFragment = { id: string, tenantId: string, source: string, kind: string, message: string, url: string | null, method: string | null, account: string | null, createTime: string };

export type ErrorLogPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: ErrorLogFilter | null | undefined;
}>;


export type ErrorLogPageQuery = { errorLogs: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, tenantId: string, source: string, kind: string, message: string, url: string | null, method: string | null, account: string | null, createTime: string }> } };

export type ErrorLogQueryVariables = Exact<{
  id: string | number;
}>;


export type ErrorLogQuery = { errorLog: { stack: string | null, userAgent: string | null, userId: string | null, ip: string | null, clientTime: string | null, requestId: string | null, serverHost: string | null, id: string, tenantId: string, source: string, kind: string, message: string, url: string | null, method: string | null, account: string | null, createTime: string } };

export type OaApplicationFieldsFragment = { id: string, version: number, title: string, category: string, referenceNumber: string | null, urgency: number, amount: string | null, applicantName: string, applicantDeptName: string | null, flowStatus: number, mine: boolean, createTime: string };

export type OaPersonFieldsFragment = { id: string, name: string, account: string, deptName: string | null };

export type OaApplicationPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: OaApplicationFilter | null | undefined;
}>;


export type OaApplicationPageQuery = { oaApplications: { total: number, pages: number, records: Array<{ id: string, version: number, title: string, category: string, referenceNumber: string | null, urgency: number, amount: string | null, applicantName: string, applicantDeptName: string | null, flowStatus: number, mine: boolean, createTime: string }> } };

export type OaApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type OaApplicationQuery = { oaApplication: { content: string, approverIds: Array<string>, ccUserIds: Array<string>, flowInstanceId: string | null, correctableRecordId: string | null, updateTime: string, id: string, version: number, title: string, category: string, referenceNumber: string | null, urgency: number, amount: string | null, applicantName: string, applicantDeptName: string | null, flowStatus: number, mine: boolean, createTime: string, attachments: Array<{ name: string, url: string, size: number, attachId: string | null }>, approvers: Array<{ id: string, name: string, account: string, deptName: string | null }>, ccPersonnel: Array<{ id: string, name: string, account: string, deptName: string | null }> } };

export type OaPickersQueryVariables = Exact<{ [key: string]: never; }>;


export type OaPickersQuery = { oaApprovers: Array<{ id: string, name: string, account: string, deptName: string | null }>, oaAssociationPersonnel: Array<{ id: string, name: string, account: string, deptName: string | null }> };

export type SubmitOaApplicationMutationVariables = Exact<{
  input: OaApplicationInput;
}>;


export type SubmitOaApplicationMutation = { submitOaApplication: { id: string, version: number, title: string, category: string, referenceNumber: string | null, urgency: number, amount: string | null, applicantName: string, applicantDeptName: string | null, flowStatus: number, mine: boolean, createTime: string } };

export type RemoveOaApplicationsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveOaApplicationsMutation = { removeOaApplications: number };

export type GenerateOaReferenceNumberMutationVariables = Exact<{
  input: OaReferenceInput;
}>;


export type GenerateOaReferenceNumberMutation = { generateOaReferenceNumber: { referenceNumber: string, year: number, seq: number, applicationId: string | null } };

export type UpdateOaApprovalRecordMutationVariables = Exact<{
  input: OaApprovalRecordInput;
}>;


export type UpdateOaApprovalRecordMutation = { updateOaApprovalRecord: { id: string, approvalOpinion: string | null, originalOpinion: string | null, editTime: string | null } };

export type PortalHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalHomeQuery = { myMemberUnit: { id: string, name: string, creditCode: string, memberLevel: string, joinDate: string | null, status: number, contactName: string, contactMobile: string } | null, myEntryApplication: { id: string, name: string, flowStatus: number, updateTime: string, createTime: string } | null, myExpertApplication: { id: string, name: string, flowStatus: number, cardCode: string | null, expirationDate: string | null } | null, myNotices: { records: Array<{ id: string, title: string, releaseTime: string, read: boolean }> } };

export type ReportFileFieldsFragment = { id: string, name: string, kind: string, content: string | null, remark: string | null, createTime: string, updateTime: string, version: number };

export type ReportFilePageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: ReportFileFilter | null | undefined;
}>;


export type ReportFilePageQuery = { reportFiles: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, name: string, kind: string, content: string | null, remark: string | null, createTime: string, updateTime: string, version: number }> } };

export type ReportFileQueryVariables = Exact<{
  id: string | number;
}>;


export type ReportFileQuery = { reportFile: { id: string, name: string, kind: string, content: string | null, remark: string | null, createTime: string, updateTime: string, version: number } };

export type ReportFileDataQueryVariables = Exact<{
  id: string | number;
}>;


export type ReportFileDataQuery = { reportFileData: { title: string, rows: Array<Array<string>>, totalRow: boolean, columns: Array<{ key: string, label: string, series: boolean }> } };

export type SubmitReportFileMutationVariables = Exact<{
  input: ReportFileInput;
}>;


export type SubmitReportFileMutation = { submitReportFile: { id: string, name: string, kind: string, content: string | null, remark: string | null, createTime: string, updateTime: string, version: number } };

export type RemoveReportFilesMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveReportFilesMutation = { removeReportFiles: number };

export type AttachFieldsFragment = { id: string, name: string, originalName: string, extension: string, attachSize: number, contentType: string, link: string, remark: string | null, createTime: string, version: number };

export type AttachPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: AttachFilter | null | undefined;
}>;


export type AttachPageQuery = { attachments: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, name: string, originalName: string, extension: string, attachSize: number, contentType: string, link: string, remark: string | null, createTime: string, version: number }> } };

export type AttachmentQueryVariables = Exact<{
  id: string | number;
}>;


export type AttachmentQuery = { attachment: { id: string, name: string, originalName: string, extension: string, attachSize: number, contentType: string, link: string, remark: string | null, createTime: string, version: number } };

export type SubmitAttachmentMutationVariables = Exact<{
  input: AttachInput;
}>;


export type SubmitAttachmentMutation = { submitAttachment: { id: string, name: string, originalName: string, extension: string, attachSize: number, contentType: string, link: string, remark: string | null, createTime: string, version: number } };

export type RemoveAttachmentsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveAttachmentsMutation = { removeAttachments: number };

export type OssConfigFieldsFragment = { id: string, category: string, ossCode: string, endpoint: string | null, bucketName: string | null, region: string, accessKey: string | null, secretKeyMasked: string, pathStyle: boolean, status: number, remark: string | null, createTime: string, version: number };

export type OssConfigPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: OssConfigFilter | null | undefined;
}>;


export type OssConfigPageQuery = { ossConfigs: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, category: string, ossCode: string, endpoint: string | null, bucketName: string | null, region: string, accessKey: string | null, secretKeyMasked: string, pathStyle: boolean, status: number, remark: string | null, createTime: string, version: number }> } };

export type OssConfigQueryVariables = Exact<{
  id: string | number;
}>;


export type OssConfigQuery = { ossConfig: { id: string, category: string, ossCode: string, endpoint: string | null, bucketName: string | null, region: string, accessKey: string | null, secretKeyMasked: string, pathStyle: boolean, status: number, remark: string | null, createTime: string, version: number } };

export type SubmitOssConfigMutationVariables = Exact<{
  input: OssConfigInput;
}>;


export type SubmitOssConfigMutation = { submitOssConfig: { id: string, category: string, ossCode: string, endpoint: string | null, bucketName: string | null, region: string, accessKey: string | null, secretKeyMasked: string, pathStyle: boolean, status: number, remark: string | null, createTime: string, version: number } };

export type RemoveOssConfigsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveOssConfigsMutation = { removeOssConfigs: number };

export type EnableOssConfigMutationVariables = Exact<{
  id: string | number;
}>;


export type EnableOssConfigMutation = { enableOssConfig: { id: string, category: string, ossCode: string, endpoint: string | null, bucketName: string | null, region: string, accessKey: string | null, secretKeyMasked: string, pathStyle: boolean, status: number, remark: string | null, createTime: string, version: number } };

export type SmsConfigFieldsFragment = { id: string, category: string, smsCode: string, templateId: string | null, accessKey: string | null, secretKeyMasked: string, signName: string | null, status: number, remark: string | null, createTime: string, version: number };

export type SmsConfigPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: SmsConfigFilter | null | undefined;
}>;


export type SmsConfigPageQuery = { smsConfigs: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, category: string, smsCode: string, templateId: string | null, accessKey: string | null, secretKeyMasked: string, signName: string | null, status: number, remark: string | null, createTime: string, version: number }> } };

export type SmsConfigQueryVariables = Exact<{
  id: string | number;
}>;


export type SmsConfigQuery = { smsConfig: { id: string, category: string, smsCode: string, templateId: string | null, accessKey: string | null, secretKeyMasked: string, signName: string | null, status: number, remark: string | null, createTime: string, version: number } };

export type SubmitSmsConfigMutationVariables = Exact<{
  input: SmsConfigInput;
}>;


export type SubmitSmsConfigMutation = { submitSmsConfig: { id: string, category: string, smsCode: string, templateId: string | null, accessKey: string | null, secretKeyMasked: string, signName: string | null, status: number, remark: string | null, createTime: string, version: number } };

export type RemoveSmsConfigsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveSmsConfigsMutation = { removeSmsConfigs: number };

export type EnableSmsConfigMutationVariables = Exact<{
  id: string | number;
}>;


export type EnableSmsConfigMutation = { enableSmsConfig: { id: string, category: string, smsCode: string, templateId: string | null, accessKey: string | null, secretKeyMasked: string, signName: string | null, status: number, remark: string | null, createTime: string, version: number } };

export type SendTestSmsMutationVariables = Exact<{
  input: SendSmsInput;
}>;


export type SendTestSmsMutation = { sendTestSms: { success: boolean, provider: string, phone: string } };

export type ReviewSheetFieldsFragment = { id: string, version: number, key: string, name: string, awardType: string, awardTypeLabel: string | null, programmeId: string | null, discipline: string, sort: number, items: Array<{ key: string, label: string, maxPoints: number, weight: number, commentRequired: string }> };

export type ReviewScoreFieldsFragment = { id: string, version: number, applicationId: string, expertId: string, expertName: string, sheetId: string, status: number, totalRaw: number, totalWeighted: number, submitTime: string | null, unlockTime: string | null, items: Array<{ key: string, score: number | null, comment: string | null }> };

export type ReviewSheetsQueryVariables = Exact<{
  filter?: ReviewSheetFilter | null | undefined;
}>;


export type ReviewSheetsQuery = { reviewSheets: Array<{ id: string, version: number, key: string, name: string, awardType: string, awardTypeLabel: string | null, programmeId: string | null, discipline: string, sort: number, items: Array<{ key: string, label: string, maxPoints: number, weight: number, commentRequired: string }> }> };

export type ReviewSheetByKeyQueryVariables = Exact<{
  key: string;
}>;


export type ReviewSheetByKeyQuery = { reviewSheetByKey: { id: string, version: number, key: string, name: string, awardType: string, awardTypeLabel: string | null, programmeId: string | null, discipline: string, sort: number, items: Array<{ key: string, label: string, maxPoints: number, weight: number, commentRequired: string }> } };

export type SaveReviewSheetMutationVariables = Exact<{
  input: ReviewSheetInput;
}>;


export type SaveReviewSheetMutation = { saveReviewSheet: { id: string, version: number, key: string, name: string, awardType: string, awardTypeLabel: string | null, programmeId: string | null, discipline: string, sort: number, items: Array<{ key: string, label: string, maxPoints: number, weight: number, commentRequired: string }> } };

export type RemoveReviewSheetMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveReviewSheetMutation = { removeReviewSheet: boolean };

export type MyReviewTasksQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReviewTasksQuery = { myReviewTasks: Array<{ applicationId: string, awardType: string, awardTypeLabel: string, projectName: string | null, unitName: string, expertName: string, score: { id: string, version: number, applicationId: string, expertId: string, expertName: string, sheetId: string, status: number, totalRaw: number, totalWeighted: number, submitTime: string | null, unlockTime: string | null, items: Array<{ key: string, score: number | null, comment: string | null }> } | null, sheets: Array<{ id: string, version: number, key: string, name: string, awardType: string, awardTypeLabel: string | null, programmeId: string | null, discipline: string, sort: number, items: Array<{ key: string, label: string, maxPoints: number, weight: number, commentRequired: string }> }> }>, myReviewProgress: { assigned: number, submitted: number } };

export type SaveReviewScoreMutationVariables = Exact<{
  input: ReviewScoreInput;
}>;


export type SaveReviewScoreMutation = { saveReviewScore: { id: string, version: number, applicationId: string, expertId: string, expertName: string, sheetId: string, status: number, totalRaw: number, totalWeighted: number, submitTime: string | null, unlockTime: string | null, items: Array<{ key: string, score: number | null, comment: string | null }> } };

export type SubmitReviewScoreMutationVariables = Exact<{
  input: ReviewScoreInput;
}>;


export type SubmitReviewScoreMutation = { submitReviewScore: { id: string, version: number, applicationId: string, expertId: string, expertName: string, sheetId: string, status: number, totalRaw: number, totalWeighted: number, submitTime: string | null, unlockTime: string | null, items: Array<{ key: string, score: number | null, comment: string | null }> } };

export type UnlockReviewScoreMutationVariables = Exact<{
  id: string | number;
}>;


export type UnlockReviewScoreMutation = { unlockReviewScore: { id: string, version: number, applicationId: string, expertId: string, expertName: string, sheetId: string, status: number, totalRaw: number, totalWeighted: number, submitTime: string | null, unlockTime: string | null, items: Array<{ key: string, score: number | null, comment: string | null }> } };

export type ReviewRankingQueryVariables = Exact<{
  programmeId?: string | number | null | undefined;
}>;


export type ReviewRankingQuery = { reviewRanking: Array<{ applicationId: string, programmeId: string, projectName: string | null, unitName: string, count: number, rawMean: number, normalizedMean: number, rank: number, normalizedRank: number }> };

export type ReviewScoresOfQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ReviewScoresOfQuery = { reviewScores: Array<{ id: string, version: number, applicationId: string, expertId: string, expertName: string, sheetId: string, status: number, totalRaw: number, totalWeighted: number, submitTime: string | null, unlockTime: string | null, items: Array<{ key: string, score: number | null, comment: string | null }> }> };

export type ReviewExpertStatisticsQueryVariables = Exact<{
  programmeId?: string | number | null | undefined;
}>;


export type ReviewExpertStatisticsQuery = { reviewExpertStatistics: Array<{ expertId: string, expertName: string, unitName: string, discipline: string, assigned: number, submitted: number, meanTotal: number | null }> };

export type ReviewDeclareStatisticQueryVariables = Exact<{
  programmeId?: string | number | null | undefined;
}>;


export type ReviewDeclareStatisticQuery = { reviewDeclareStatistic: { total: number, byProgramme: Array<{ key: string, label: string, count: number }>, byRegion: Array<{ key: string, label: string, count: number }>, byStatus: Array<{ key: string, label: string, count: number }> } };

export type ReviewSummaryFieldsFragment = { applicationId: string, programmeId: string, projectName: string | null, unitName: string, flowStatus: number, statusLabel: string, experts: number, submitted: number, rawMean: number | null, normalizedMean: number | null, rank: number | null };

export type ReviewSummaryQueryVariables = Exact<{
  programmeId?: string | number | null | undefined;
}>;


export type ReviewSummaryQuery = { reviewSummary: Array<{ applicationId: string, programmeId: string, projectName: string | null, unitName: string, flowStatus: number, statusLabel: string, experts: number, submitted: number, rawMean: number | null, normalizedMean: number | null, rank: number | null }> };

export type ReviewEvaluationOpinionQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type ReviewEvaluationOpinionQuery = { reviewEvaluationOpinion: { ranked: number, row: { applicationId: string, programmeId: string, projectName: string | null, unitName: string, flowStatus: number, statusLabel: string, experts: number, submitted: number, rawMean: number | null, normalizedMean: number | null, rank: number | null }, scores: Array<{ id: string, version: number, applicationId: string, expertId: string, expertName: string, sheetId: string, status: number, totalRaw: number, totalWeighted: number, submitTime: string | null, unlockTime: string | null, sheet: { id: string, name: string, items: Array<{ key: string, label: string, maxPoints: number }> } | null, items: Array<{ key: string, score: number | null, comment: string | null }> }> } };

export type ReviewHouseVerificationQueryVariables = Exact<{
  programmeId?: string | number | null | undefined;
}>;


export type ReviewHouseVerificationQuery = { reviewHouseVerification: Array<{ applicationId: string, projectName: string | null, unitName: string, flowStatus: number, statusLabel: string, submitted: number, entityMean: number | null, archiveMean: number | null }> };

export type OauthClientFieldsFragment = { id: string, clientId: string, grantTypes: Array<string>, accessTokenValidity: number, refreshTokenValidity: number, permissionCodes: Array<string>, apiScopeIds: Array<string>, rateLimitPerMinute: number, status: number, createTime: string, updateTime: string, version: number };

export type OauthClientPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: ClientFilter | null | undefined;
}>;


export type OauthClientPageQuery = { oauthClients: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, clientId: string, grantTypes: Array<string>, accessTokenValidity: number, refreshTokenValidity: number, permissionCodes: Array<string>, apiScopeIds: Array<string>, rateLimitPerMinute: number, status: number, createTime: string, updateTime: string, version: number }> } };

export type OauthClientQueryVariables = Exact<{
  id: string | number;
}>;


export type OauthClientQuery = { oauthClient: { id: string, clientId: string, grantTypes: Array<string>, accessTokenValidity: number, refreshTokenValidity: number, permissionCodes: Array<string>, apiScopeIds: Array<string>, rateLimitPerMinute: number, status: number, createTime: string, updateTime: string, version: number } };

export type SubmitOauthClientMutationVariables = Exact<{
  input: ClientInput;
}>;


export type SubmitOauthClientMutation = { submitOauthClient: { id: string, clientId: string, grantTypes: Array<string>, accessTokenValidity: number, refreshTokenValidity: number, permissionCodes: Array<string>, apiScopeIds: Array<string>, rateLimitPerMinute: number, status: number, createTime: string, updateTime: string, version: number } };

export type RemoveOauthClientsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveOauthClientsMutation = { removeOauthClients: number };

export type DeptFieldsFragment = { id: string, parentId: string | null, deptName: string, fullName: string | null, loginType: string, sort: number, remark: string | null, createTime: string, updateTime: string, version: number };

export type DeptTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type DeptTreeQuery = { deptTree: Array<{ id: string, parentId: string | null, deptName: string, fullName: string | null, loginType: string, sort: number, remark: string | null, createTime: string, updateTime: string, version: number }> };

export type DeptQueryVariables = Exact<{
  id: string | number;
}>;


export type DeptQuery = { dept: { id: string, parentId: string | null, deptName: string, fullName: string | null, loginType: string, sort: number, remark: string | null, createTime: string, updateTime: string, version: number } };

export type SubmitDeptMutationVariables = Exact<{
  input: DeptInput;
}>;


export type SubmitDeptMutation = { submitDept: { id: string, parentId: string | null, deptName: string, fullName: string | null, loginType: string, sort: number, remark: string | null, createTime: string, updateTime: string, version: number } };

export type RemoveDeptsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveDeptsMutation = { removeDepts: number };

export type DictPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: DictFilter | null | undefined;
}>;


export type DictPageQuery = { dicts: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, parentId: string | null, code: string, dictKey: string | null, dictValue: string, dictValueEn: string | null, sort: number, isSealed: number, remark: string | null, version: number }> } };

export type DictQueryVariables = Exact<{
  id: string | number;
}>;


export type DictQuery = { dict: { id: string, parentId: string | null, code: string, dictKey: string | null, dictValue: string, dictValueEn: string | null, sort: number, isSealed: number, remark: string | null, version: number } };

export type SubmitDictMutationVariables = Exact<{
  input: DictInput;
}>;


export type SubmitDictMutation = { submitDict: { id: string, parentId: string | null, code: string, dictKey: string | null, dictValue: string, dictValueEn: string | null, sort: number, isSealed: number, remark: string | null, version: number } };

export type RemoveDictsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveDictsMutation = { removeDicts: number };

export type SealDictMutationVariables = Exact<{
  input: SealDictInput;
}>;


export type SealDictMutation = { sealDict: { id: string, parentId: string | null, code: string, dictKey: string | null, dictValue: string, dictValueEn: string | null, sort: number, isSealed: number, remark: string | null, version: number } };

export type BizDictPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: DictFilter | null | undefined;
}>;


export type BizDictPageQuery = { bizDicts: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, parentId: string | null, code: string, dictKey: string | null, dictValue: string, dictValueEn: string | null, sort: number, isSealed: number, remark: string | null, version: number }> } };

export type BizDictQueryVariables = Exact<{
  id: string | number;
}>;


export type BizDictQuery = { bizDict: { id: string, parentId: string | null, code: string, dictKey: string | null, dictValue: string, dictValueEn: string | null, sort: number, isSealed: number, remark: string | null, version: number } };

export type SubmitBizDictMutationVariables = Exact<{
  input: DictInput;
}>;


export type SubmitBizDictMutation = { submitBizDict: { id: string, parentId: string | null, code: string, dictKey: string | null, dictValue: string, dictValueEn: string | null, sort: number, isSealed: number, remark: string | null, version: number } };

export type RemoveBizDictsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveBizDictsMutation = { removeBizDicts: number };

export type SealBizDictMutationVariables = Exact<{
  input: SealDictInput;
}>;


export type SealBizDictMutation = { sealBizDict: { id: string, parentId: string | null, code: string, dictKey: string | null, dictValue: string, dictValueEn: string | null, sort: number, isSealed: number, remark: string | null, version: number } };

export type MenuFieldsFragment = { id: string, parentId: string | null, code: string, name: string, nameEn: string | null, alias: string | null, path: string | null, source: string | null, sort: number, category: number, isAuth: boolean, isTab: boolean, roles: Array<string>, remark: string | null, createTime: string, updateTime: string, version: number };

export type MenuTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuTreeQuery = { menuTree: Array<{ id: string, parentId: string | null, code: string, name: string, nameEn: string | null, alias: string | null, path: string | null, source: string | null, sort: number, category: number, isAuth: boolean, isTab: boolean, roles: Array<string>, remark: string | null, createTime: string, updateTime: string, version: number }> };

export type MenuQueryVariables = Exact<{
  id: string | number;
}>;


export type MenuQuery = { menu: { id: string, parentId: string | null, code: string, name: string, nameEn: string | null, alias: string | null, path: string | null, source: string | null, sort: number, category: number, isAuth: boolean, isTab: boolean, roles: Array<string>, remark: string | null, createTime: string, updateTime: string, version: number } };

export type SubmitMenuMutationVariables = Exact<{
  input: MenuInput;
}>;


export type SubmitMenuMutation = { submitMenu: { id: string, parentId: string | null, code: string, name: string, nameEn: string | null, alias: string | null, path: string | null, source: string | null, sort: number, category: number, isAuth: boolean, isTab: boolean, roles: Array<string>, remark: string | null, createTime: string, updateTime: string, version: number } };

export type RemoveMenusMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveMenusMutation = { removeMenus: number };

export type ParamFieldsFragment = { id: string, paramName: string, paramKey: string, paramValue: string, remark: string | null, createTime: string, updateTime: string, version: number };

export type ParamPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: ParamFilter | null | undefined;
}>;


export type ParamPageQuery = { params: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, paramName: string, paramKey: string, paramValue: string, remark: string | null, createTime: string, updateTime: string, version: number }> } };

export type ParamQueryVariables = Exact<{
  id: string | number;
}>;


export type ParamQuery = { param: { id: string, paramName: string, paramKey: string, paramValue: string, remark: string | null, createTime: string, updateTime: string, version: number } };

export type SubmitParamMutationVariables = Exact<{
  input: ParamInput;
}>;


export type SubmitParamMutation = { submitParam: { id: string, paramName: string, paramKey: string, paramValue: string, remark: string | null, createTime: string, updateTime: string, version: number } };

export type RemoveParamsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveParamsMutation = { removeParams: number };

export type PostFieldsFragment = { id: string, category: number, postCode: string, postName: string, sort: number, remark: string | null, createTime: string, updateTime: string, version: number };

export type PostPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: PostFilter | null | undefined;
}>;


export type PostPageQuery = { posts: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, category: number, postCode: string, postName: string, sort: number, remark: string | null, createTime: string, updateTime: string, version: number }> } };

export type PostQueryVariables = Exact<{
  id: string | number;
}>;


export type PostQuery = { post: { id: string, category: number, postCode: string, postName: string, sort: number, remark: string | null, createTime: string, updateTime: string, version: number } };

export type SubmitPostMutationVariables = Exact<{
  input: PostInput;
}>;


export type SubmitPostMutation = { submitPost: { id: string, category: number, postCode: string, postName: string, sort: number, remark: string | null, createTime: string, updateTime: string, version: number } };

export type RemovePostsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemovePostsMutation = { removePosts: number };

export type RegionFieldsFragment = { id: string, code: string, parentCode: string, ancestors: string, name: string, regionLevel: number, provinceCode: string | null, provinceName: string | null, cityCode: string | null, cityName: string | null, districtCode: string | null, districtName: string | null, sort: number, remark: string | null, hasChildren: boolean | null, version: number };

export type RegionChildrenQueryVariables = Exact<{
  parentCode?: string | null | undefined;
}>;


export type RegionChildrenQuery = { regionChildren: Array<{ id: string, code: string, parentCode: string, ancestors: string, name: string, regionLevel: number, provinceCode: string | null, provinceName: string | null, cityCode: string | null, cityName: string | null, districtCode: string | null, districtName: string | null, sort: number, remark: string | null, hasChildren: boolean | null, version: number }> };

export type RegionQueryVariables = Exact<{
  code: string;
}>;


export type RegionQuery = { region: { id: string, code: string, parentCode: string, ancestors: string, name: string, regionLevel: number, provinceCode: string | null, provinceName: string | null, cityCode: string | null, cityName: string | null, districtCode: string | null, districtName: string | null, sort: number, remark: string | null, hasChildren: boolean | null, version: number } };

export type SubmitRegionMutationVariables = Exact<{
  input: RegionInput;
}>;


export type SubmitRegionMutation = { submitRegion: { id: string, code: string, parentCode: string, ancestors: string, name: string, regionLevel: number, provinceCode: string | null, provinceName: string | null, cityCode: string | null, cityName: string | null, districtCode: string | null, districtName: string | null, sort: number, remark: string | null, hasChildren: boolean | null, version: number } };

export type RemoveRegionsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveRegionsMutation = { removeRegions: number };

export type RegionNameQueryVariables = Exact<{
  code: string;
}>;


export type RegionNameQuery = { region: { code: string, name: string, provinceName: string | null, cityName: string | null, districtName: string | null } };

export type RegistrationsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: RegistrationFilter | null | undefined;
}>;


export type RegistrationsQuery = { registrations: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, account: string, realName: string | null, phone: string | null, email: string | null, createTime: string }> } };

export type ApproveRegistrationsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type ApproveRegistrationsMutation = { approveRegistrations: number };

export type RejectRegistrationsMutationVariables = Exact<{
  input: RejectRegistrationsInput;
}>;


export type RejectRegistrationsMutation = { rejectRegistrations: number };

export type RoleFieldsFragment = { id: string, parentId: string | null, roleName: string, roleAlias: string, sort: number, remark: string | null, createTime: string, updateTime: string, version: number };

export type RoleTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type RoleTreeQuery = { roleTree: Array<{ id: string, parentId: string | null, roleName: string, roleAlias: string, sort: number, remark: string | null, createTime: string, updateTime: string, version: number }> };

export type RoleQueryVariables = Exact<{
  id: string | number;
}>;


export type RoleQuery = { role: { id: string, parentId: string | null, roleName: string, roleAlias: string, sort: number, remark: string | null, createTime: string, updateTime: string, version: number } };

export type SubmitRoleMutationVariables = Exact<{
  input: RoleInput;
}>;


export type SubmitRoleMutation = { submitRole: { id: string, parentId: string | null, roleName: string, roleAlias: string, sort: number, remark: string | null, createTime: string, updateTime: string, version: number } };

export type RemoveRolesMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveRolesMutation = { removeRoles: number };

export type RoleGrantDialogQueryVariables = Exact<{
  roleIds: Array<string | number> | string | number;
}>;


export type RoleGrantDialogQuery = { grantTree: { menus: Array<{ id: string, parentId: string | null, name: string, code: string, category: number, sort: number }>, dataScopes: Array<{ id: string, menuId: string | null, resourceCode: string, scopeName: string, scopeType: number }>, apiScopes: Array<{ id: string, menuId: string | null, resourceCode: string, scopeName: string, scopePath: string, scopeMethod: string | null }> }, roleGrant: { menuIds: Array<string>, dataScopeIds: Array<string>, apiScopeIds: Array<string> } };

export type GrantRolesMutationVariables = Exact<{
  input: GrantInput;
}>;


export type GrantRolesMutation = { grantRoles: boolean };

export type DataScopeFieldsFragment = { id: string, menuId: string | null, resourceCode: string, scopeName: string, scopeType: number, scopeColumn: string | null, scopeValue: string | null, remark: string | null, createTime: string, updateTime: string, version: number };

export type DataScopePageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: ScopeFilter | null | undefined;
}>;


export type DataScopePageQuery = { dataScopes: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, menuId: string | null, resourceCode: string, scopeName: string, scopeType: number, scopeColumn: string | null, scopeValue: string | null, remark: string | null, createTime: string, updateTime: string, version: number }> } };

export type DataScopeQueryVariables = Exact<{
  id: string | number;
}>;


export type DataScopeQuery = { dataScope: { id: string, menuId: string | null, resourceCode: string, scopeName: string, scopeType: number, scopeColumn: string | null, scopeValue: string | null, remark: string | null, createTime: string, updateTime: string, version: number } };

export type SubmitDataScopeMutationVariables = Exact<{
  input: DataScopeInput;
}>;


export type SubmitDataScopeMutation = { submitDataScope: { id: string, menuId: string | null, resourceCode: string, scopeName: string, scopeType: number, scopeColumn: string | null, scopeValue: string | null, remark: string | null, createTime: string, updateTime: string, version: number } };

export type RemoveDataScopesMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveDataScopesMutation = { removeDataScopes: number };

export type ApiScopeFieldsFragment = { id: string, menuId: string | null, resourceCode: string, scopeName: string, scopePath: string, scopeMethod: string | null, remark: string | null, createTime: string, updateTime: string, version: number };

export type ApiScopePageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: ScopeFilter | null | undefined;
}>;


export type ApiScopePageQuery = { apiScopes: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, menuId: string | null, resourceCode: string, scopeName: string, scopePath: string, scopeMethod: string | null, remark: string | null, createTime: string, updateTime: string, version: number }> } };

export type ApiScopeQueryVariables = Exact<{
  id: string | number;
}>;


export type ApiScopeQuery = { apiScope: { id: string, menuId: string | null, resourceCode: string, scopeName: string, scopePath: string, scopeMethod: string | null, remark: string | null, createTime: string, updateTime: string, version: number } };

export type SubmitApiScopeMutationVariables = Exact<{
  input: ApiScopeInput;
}>;


export type SubmitApiScopeMutation = { submitApiScope: { id: string, menuId: string | null, resourceCode: string, scopeName: string, scopePath: string, scopeMethod: string | null, remark: string | null, createTime: string, updateTime: string, version: number } };

export type RemoveApiScopesMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveApiScopesMutation = { removeApiScopes: number };

export type ScopeMenuOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ScopeMenuOptionsQuery = { menuTree: Array<{ id: string, parentId: string | null, name: string, code: string, category: number }> };

export type TenantFieldsFragment = { id: string, tenantId: string, tenantName: string, domain: string | null, accountNumber: number, expireTime: string | null, linkman: string | null, contactNumber: string | null, address: string | null, status: number, createTime: string, updateTime: string, version: number };

export type TenantPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: TenantFilter | null | undefined;
}>;


export type TenantPageQuery = { tenants: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, tenantId: string, tenantName: string, domain: string | null, accountNumber: number, expireTime: string | null, linkman: string | null, contactNumber: string | null, address: string | null, status: number, createTime: string, updateTime: string, version: number }> } };

export type TenantQueryVariables = Exact<{
  id: string | number;
}>;


export type TenantQuery = { tenant: { id: string, tenantId: string, tenantName: string, domain: string | null, accountNumber: number, expireTime: string | null, linkman: string | null, contactNumber: string | null, address: string | null, status: number, createTime: string, updateTime: string, version: number } };

export type SubmitTenantMutationVariables = Exact<{
  input: TenantInput;
}>;


export type SubmitTenantMutation = { submitTenant: { id: string, tenantId: string, tenantName: string, domain: string | null, accountNumber: number, expireTime: string | null, linkman: string | null, contactNumber: string | null, address: string | null, status: number, createTime: string, updateTime: string, version: number } };

export type RemoveTenantsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveTenantsMutation = { removeTenants: number };

export type TopMenuFieldsFragment = { id: string, code: string, name: string, source: string | null, path: string | null, sort: number, createTime: string, updateTime: string, version: number };

export type TopMenuPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: TopMenuFilter | null | undefined;
}>;


export type TopMenuPageQuery = { topMenus: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, code: string, name: string, source: string | null, path: string | null, sort: number, createTime: string, updateTime: string, version: number }> } };

export type TopMenuQueryVariables = Exact<{
  id: string | number;
}>;


export type TopMenuQuery = { topMenu: { id: string, code: string, name: string, source: string | null, path: string | null, sort: number, createTime: string, updateTime: string, version: number } };

export type SubmitTopMenuMutationVariables = Exact<{
  input: TopMenuInput;
}>;


export type SubmitTopMenuMutation = { submitTopMenu: { id: string, code: string, name: string, source: string | null, path: string | null, sort: number, createTime: string, updateTime: string, version: number } };

export type RemoveTopMenusMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveTopMenusMutation = { removeTopMenus: number };

export type TopMenuGrantDialogQueryVariables = Exact<{
  topMenuIds: Array<string | number> | string | number;
}>;


export type TopMenuGrantDialogQuery = { topMenuGrant: Array<string>, topMenuGrantTree: Array<{ id: string, parentId: string | null, name: string, code: string, category: number, sort: number }> };

export type GrantTopMenusMutationVariables = Exact<{
  input: TopMenuGrantInput;
}>;


export type GrantTopMenusMutation = { grantTopMenus: boolean };

export type UserFieldsFragment = { id: string, account: string, realName: string | null, phone: string | null, email: string | null, deptId: string | null, roleIds: Array<string>, postIds: Array<string>, status: number, createTime: string, updateTime: string, version: number };

export type UserPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: UserFilter | null | undefined;
}>;


export type UserPageQuery = { users: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, account: string, realName: string | null, phone: string | null, email: string | null, deptId: string | null, roleIds: Array<string>, postIds: Array<string>, status: number, createTime: string, updateTime: string, version: number }> } };

export type UserQueryVariables = Exact<{
  id: string | number;
}>;


export type UserQuery = { user: { id: string, account: string, realName: string | null, phone: string | null, email: string | null, deptId: string | null, roleIds: Array<string>, postIds: Array<string>, status: number, createTime: string, updateTime: string, version: number } };

export type SubmitUserMutationVariables = Exact<{
  input: UserInput;
}>;


export type SubmitUserMutation = { submitUser: { id: string, account: string, realName: string | null, phone: string | null, email: string | null, deptId: string | null, roleIds: Array<string>, postIds: Array<string>, status: number, createTime: string, updateTime: string, version: number } };

export type RemoveUsersMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveUsersMutation = { removeUsers: number };

export type ResetUserPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetUserPasswordMutation = { resetUserPassword: boolean };

export type UserDeptOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserDeptOptionsQuery = { deptTree: Array<{ id: string, parentId: string | null, deptName: string }> };

export type UserRoleOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserRoleOptionsQuery = { roleTree: Array<{ id: string, parentId: string | null, roleName: string, roleAlias: string }> };

export type UserPostOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserPostOptionsQuery = { posts: { records: Array<{ id: string, postName: string, postCode: string }> } };

export type UserPersonalAccessTokensQueryVariables = Exact<{
  userId: string | number;
}>;


export type UserPersonalAccessTokensQuery = { userPersonalAccessTokens: Array<{ id: string, name: string, prefix: string, codes: Array<string>, createTime: string, expiresAt: string, lastUsedAt: string | null }> };

export type RevokeUserPersonalAccessTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeUserPersonalAccessTokenMutation = { revokeUserPersonalAccessToken: boolean };

export type WebhookEndpointFieldsFragment = { id: string, name: string, url: string, events: Array<string>, enabled: boolean, secretHint: string, remark: string | null, createTime: string, updateTime: string, version: number };

export type WebhookDeliveryFieldsFragment = { id: string, endpointId: string, eventId: string, event: string, status: number, attempts: number, nextAttemptTime: string, responseStatus: number | null, responseBody: string | null, lastError: string | null, durationMs: number | null, deliveredTime: string | null, resentFrom: string | null, createTime: string };

export type WebhookEventTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEventTypesQuery = { webhookEventTypes: Array<{ key: string, description: string }> };

export type WebhookEndpointPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: WebhookEndpointFilter | null | undefined;
}>;


export type WebhookEndpointPageQuery = { webhookEndpoints: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, name: string, url: string, events: Array<string>, enabled: boolean, secretHint: string, remark: string | null, createTime: string, updateTime: string, version: number }> } };

export type WebhookEndpointQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhookEndpointQuery = { webhookEndpoint: { id: string, name: string, url: string, events: Array<string>, enabled: boolean, secretHint: string, remark: string | null, createTime: string, updateTime: string, version: number } };

export type SaveWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointInput;
}>;


export type SaveWebhookEndpointMutation = { saveWebhookEndpoint: { secret: string, endpoint: { id: string, name: string, url: string, events: Array<string>, enabled: boolean, secretHint: string, remark: string | null, createTime: string, updateTime: string, version: number } } | null };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { secret: string, endpoint: { id: string, name: string, url: string, events: Array<string>, enabled: boolean, secretHint: string, remark: string | null, createTime: string, updateTime: string, version: number } } };

export type RemoveWebhookEndpointsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveWebhookEndpointsMutation = { removeWebhookEndpoints: number };

export type PingWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type PingWebhookEndpointMutation = { pingWebhookEndpoint: { id: string, endpointId: string, eventId: string, event: string, status: number, attempts: number, nextAttemptTime: string, responseStatus: number | null, responseBody: string | null, lastError: string | null, durationMs: number | null, deliveredTime: string | null, resentFrom: string | null, createTime: string } };

export type WebhookDeliveryPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: WebhookDeliveryFilter | null | undefined;
}>;


export type WebhookDeliveryPageQuery = { webhookDeliveries: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, endpointId: string, eventId: string, event: string, status: number, attempts: number, nextAttemptTime: string, responseStatus: number | null, responseBody: string | null, lastError: string | null, durationMs: number | null, deliveredTime: string | null, resentFrom: string | null, createTime: string }> } };

export type WebhookDeliveryQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhookDeliveryQuery = { webhookDelivery: { body: string, id: string, endpointId: string, eventId: string, event: string, status: number, attempts: number, nextAttemptTime: string, responseStatus: number | null, responseBody: string | null, lastError: string | null, durationMs: number | null, deliveredTime: string | null, resentFrom: string | null, createTime: string } };

export type ResendWebhookDeliveryMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendWebhookDeliveryMutation = { resendWebhookDelivery: { id: string, endpointId: string, eventId: string, event: string, status: number, attempts: number, nextAttemptTime: string, responseStatus: number | null, responseBody: string | null, lastError: string | null, durationMs: number | null, deliveredTime: string | null, resentFrom: string | null, createTime: string } };

export type WeixinBindingsQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: WeixinBindingFilter | null | undefined;
}>;


export type WeixinBindingsQuery = { weixinBindings: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, account: string, realName: string | null, openId: string, createTime: string }> } };

export type RemoveWeixinBindingMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveWeixinBindingMutation = { removeWeixinBinding: boolean };

export type CodeFieldFieldsFragment = { name: string, column: string, type: string, label: string, required: boolean, length: number | null, searchable: boolean, showInList: boolean };

export type CodeDefinitionFieldsFragment = { id: string, codeName: string, serviceName: string, tableName: string, tablePrefix: string | null, pkName: string, packageName: string, menuCode: string, apiPrefix: string, remark: string | null, createTime: string, updateTime: string, version: number, fields: Array<{ name: string, column: string, type: string, label: string, required: boolean, length: number | null, searchable: boolean, showInList: boolean }> };

export type CodeDefinitionPageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: CodeDefinitionFilter | null | undefined;
}>;


export type CodeDefinitionPageQuery = { codeDefinitions: { total: number, current: number, size: number, pages: number, records: Array<{ id: string, codeName: string, serviceName: string, tableName: string, tablePrefix: string | null, pkName: string, packageName: string, menuCode: string, apiPrefix: string, remark: string | null, createTime: string, updateTime: string, version: number, fields: Array<{ name: string, column: string, type: string, label: string, required: boolean, length: number | null, searchable: boolean, showInList: boolean }> }> } };

export type CodeDefinitionQueryVariables = Exact<{
  id: string | number;
}>;


export type CodeDefinitionQuery = { codeDefinition: { id: string, codeName: string, serviceName: string, tableName: string, tablePrefix: string | null, pkName: string, packageName: string, menuCode: string, apiPrefix: string, remark: string | null, createTime: string, updateTime: string, version: number, fields: Array<{ name: string, column: string, type: string, label: string, required: boolean, length: number | null, searchable: boolean, showInList: boolean }> } };

export type CodeTableColumnsQueryVariables = Exact<{
  tableName: string;
}>;


export type CodeTableColumnsQuery = { codeTableColumns: Array<{ name: string, column: string, type: string, label: string, required: boolean, length: number | null, searchable: boolean, showInList: boolean }> };

export type GeneratedCodeFilesQueryVariables = Exact<{
  id: string | number;
}>;


export type GeneratedCodeFilesQuery = { generatedCodeFiles: Array<{ path: string, content: string }> };

export type SubmitCodeDefinitionMutationVariables = Exact<{
  input: CodeDefinitionInput;
}>;


export type SubmitCodeDefinitionMutation = { submitCodeDefinition: { id: string, codeName: string, serviceName: string, tableName: string, tablePrefix: string | null, pkName: string, packageName: string, menuCode: string, apiPrefix: string, remark: string | null, createTime: string, updateTime: string, version: number, fields: Array<{ name: string, column: string, type: string, label: string, required: boolean, length: number | null, searchable: boolean, showInList: boolean }> } };

export type CopyCodeDefinitionMutationVariables = Exact<{
  input: CopyCodeDefinitionInput;
}>;


export type CopyCodeDefinitionMutation = { copyCodeDefinition: { id: string, codeName: string, serviceName: string, tableName: string, tablePrefix: string | null, pkName: string, packageName: string, menuCode: string, apiPrefix: string, remark: string | null, createTime: string, updateTime: string, version: number, fields: Array<{ name: string, column: string, type: string, label: string, required: boolean, length: number | null, searchable: boolean, showInList: boolean }> } };

export type RemoveCodeDefinitionsMutationVariables = Exact<{
  input: RemoveInput;
}>;


export type RemoveCodeDefinitionsMutation = { removeCodeDefinitions: number };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { dashboard: { todoCount: number | null, memberCount: number | null, applicationsInProgress: number | null, userCount: number | null, pendingRegistrations: number | null, upcomingEvents: Array<{ id: string, title: string, startTime: string, venue: string | null }> | null, latestNotices: Array<{ id: string, title: string, releaseTime: string }> | null } };

export type LeaveFieldsFragment = { id: string, version: number, leaveType: number, startTime: string, endTime: string, days: string, reason: string, applicantName: string, flowStatus: number, createTime: string };

export type LeavePageQueryVariables = Exact<{
  page?: PageInput | null | undefined;
  filter?: LeaveFilter | null | undefined;
}>;


export type LeavePageQuery = { leaveRequests: { total: number, pages: number, records: Array<{ id: string, version: number, leaveType: number, startTime: string, endTime: string, days: string, reason: string, applicantName: string, flowStatus: number, createTime: string }> } };

export type LeaveQueryVariables = Exact<{
  id: string | number;
}>;


export type LeaveQuery = { leaveRequest: { id: string, version: number, leaveType: number, startTime: string, endTime: string, days: string, reason: string, applicantName: string, flowStatus: number, createTime: string } };

export type SubmitLeaveMutationVariables = Exact<{
  input: LeaveInput;
}>;


export type SubmitLeaveMutation = { submitLeaveRequest: { id: string, version: number, leaveType: number, startTime: string, endTime: string, days: string, reason: string, applicantName: string, flowStatus: number, createTime: string } };

export type ReportClientErrorsMutationVariables = Exact<{
  input: ClientErrorsInput;
}>;


export type ReportClientErrorsMutation = { reportClientErrors: number };

export type MenuNodeFieldsFragment = { id: string, code: string, name: string, nameEn: string | null, path: string | null, source: string | null, sort: number, isAuth: boolean, isTab: boolean };

export type MyMenusQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMenusQuery = { myMenus: Array<{ id: string, code: string, name: string, nameEn: string | null, path: string | null, source: string | null, sort: number, isAuth: boolean, isTab: boolean, children: Array<{ id: string, code: string, name: string, nameEn: string | null, path: string | null, source: string | null, sort: number, isAuth: boolean, isTab: boolean, children: Array<{ id: string, code: string, name: string, nameEn: string | null, path: string | null, source: string | null, sort: number, isAuth: boolean, isTab: boolean }> }> }> };

export type MyNoticesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type MyNoticesQuery = { myNotices: { total: number, unread: number, records: Array<{ id: string, title: string, category: string, releaseTime: string, read: boolean }> } };

export type MarkNoticeReadMutationVariables = Exact<{
  input: MarkNoticeReadInput;
}>;


export type MarkNoticeReadMutation = { markNoticeRead: number };

export type MyMessagesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type MyMessagesQuery = { myMessages: { unread: number, records: Array<{ id: string, category: string, title: string, content: string | null, link: string | null, createTime: string, readTime: string | null }> } };

export type MarkMessagesReadMutationVariables = Exact<{
  input: MarkMessagesReadInput;
}>;


export type MarkMessagesReadMutation = { markMessagesRead: number };

export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"deptId"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const AuthPayloadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"tokenType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"deptId"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]} as unknown as DocumentNode<AuthPayloadFieldsFragment, unknown>;
export const PersonalAccessTokenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalAccessTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalAccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"codes"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<PersonalAccessTokenFieldsFragment, unknown>;
export const FlowInstanceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"businessTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"detailPath"}},{"kind":"Field","name":{"kind":"Name","value":"handlePath"}},{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepIndex"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}}]}}]} as unknown as DocumentNode<FlowInstanceFieldsFragment, unknown>;
export const DictFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dictKey"}},{"kind":"Field","name":{"kind":"Name","value":"dictValue"}},{"kind":"Field","name":{"kind":"Name","value":"dictValueEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isSealed"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<DictFieldsFragment, unknown>;
export const BizDictFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BizDictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DictBiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dictKey"}},{"kind":"Field","name":{"kind":"Name","value":"dictValue"}},{"kind":"Field","name":{"kind":"Name","value":"dictValueEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isSealed"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<BizDictFieldsFragment, unknown>;
export const ArticleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"top"}},{"kind":"Field","name":{"kind":"Name","value":"topOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ArticleFieldsFragment, unknown>;
export const AssignPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssignPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssignPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"perApplication"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"added"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortfall"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"load"}}]}}]}}]} as unknown as DocumentNode<AssignPlanFieldsFragment, unknown>;
export const ExpertGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpertGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"memberIds"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ExpertGroupFieldsFragment, unknown>;
export const ReviewTaskFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationIds"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]} as unknown as DocumentNode<ReviewTaskFieldsFragment, unknown>;
export const ExpertDrawFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpertDrawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertDraw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"drawCount"}},{"kind":"Field","name":{"kind":"Name","value":"substituteCount"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleIds"}},{"kind":"Field","name":{"kind":"Name","value":"drawTime"}},{"kind":"Field","name":{"kind":"Name","value":"drawnByName"}},{"kind":"Field","name":{"kind":"Name","value":"activeIds"}},{"kind":"Field","name":{"kind":"Name","value":"drawn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"substitutes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replacements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}},{"kind":"Field","name":{"kind":"Name","value":"substituteId"}},{"kind":"Field","name":{"kind":"Name","value":"substituteName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<ExpertDrawFieldsFragment, unknown>;
export const QualityTeamUnitFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QualityTeamUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QualityTeamUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<QualityTeamUnitFieldsFragment, unknown>;
export const SafetyStandardizationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SafetyStandardizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SafetyStandardization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SafetyStandardizationFieldsFragment, unknown>;
export const TechnologyResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TechnologyResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TechnologyResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"opinion"}},{"kind":"Field","name":{"kind":"Name","value":"auditorName"}},{"kind":"Field","name":{"kind":"Name","value":"auditTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TechnologyResultFieldsFragment, unknown>;
export const AwardApplicationRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardApplicationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendUnit"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledMessage"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}}]}}]} as unknown as DocumentNode<AwardApplicationRowFragment, unknown>;
export const AwardApplicationFullFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardApplicationFull"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardApplicationRow"}},{"kind":"Field","name":{"kind":"Name","value":"extraValues"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proName"}},{"kind":"Field","name":{"kind":"Name","value":"sbDate"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"built"}},{"kind":"Field","name":{"kind":"Name","value":"askForWork"}},{"kind":"Field","name":{"kind":"Name","value":"recommendWork"}},{"kind":"Field","name":{"kind":"Name","value":"recommend"}},{"kind":"Field","name":{"kind":"Name","value":"recommendPN"}},{"kind":"Field","name":{"kind":"Name","value":"projectCategory"}},{"kind":"Field","name":{"kind":"Name","value":"projectCategorySmall"}},{"kind":"Field","name":{"kind":"Name","value":"construction"}},{"kind":"Field","name":{"kind":"Name","value":"buildingScale"}},{"kind":"Field","name":{"kind":"Name","value":"buildingFloorsU"}},{"kind":"Field","name":{"kind":"Name","value":"buildingFloorsD"}},{"kind":"Field","name":{"kind":"Name","value":"structureType"}},{"kind":"Field","name":{"kind":"Name","value":"basicForm"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"finalAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"filingUnit"}},{"kind":"Field","name":{"kind":"Name","value":"basicTestTime"}},{"kind":"Field","name":{"kind":"Name","value":"SYJGTime"}},{"kind":"Field","name":{"kind":"Name","value":"structureAcceptanceTime"}},{"kind":"Field","name":{"kind":"Name","value":"detectionUnitJC"}},{"kind":"Field","name":{"kind":"Name","value":"detectionUnitZT"}},{"kind":"Field","name":{"kind":"Name","value":"subjectDetectionTime"}},{"kind":"Field","name":{"kind":"Name","value":"mainApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"contactPN"}},{"kind":"Field","name":{"kind":"Name","value":"referee"}},{"kind":"Field","name":{"kind":"Name","value":"jzyTop10"}},{"kind":"Field","name":{"kind":"Name","value":"jszbAndShxy"}},{"kind":"Field","name":{"kind":"Name","value":"kjcxAndlvsjzAndZnjz"}},{"kind":"Field","name":{"kind":"Name","value":"xkjAndGyAndClAndSb"}},{"kind":"Field","name":{"kind":"Name","value":"xxgyhfsjz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"buildingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardApplicationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendUnit"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledMessage"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}}]}}]} as unknown as DocumentNode<AwardApplicationFullFragment, unknown>;
export const AwardProgrammeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardProgrammeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardProgramme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"openFlag"}},{"kind":"Field","name":{"kind":"Name","value":"closedMessage"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"accountCategories"}},{"kind":"Field","name":{"kind":"Name","value":"requireSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AwardProgrammeFieldsFragment, unknown>;
export const AwardSerialNumberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardSerialNumberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardSerialNumber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendUnit"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AwardSerialNumberFieldsFragment, unknown>;
export const AwardSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departmentPhone"}},{"kind":"Field","name":{"kind":"Name","value":"flows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"modelKey"}},{"kind":"Field","name":{"kind":"Name","value":"modelName"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"modelStatus"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}}]}}]}}]} as unknown as DocumentNode<AwardSettingsFieldsFragment, unknown>;
export const CertificateLayoutFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateLayoutItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"align"}}]}}]} as unknown as DocumentNode<CertificateLayoutFieldsFragment, unknown>;
export const CertificateModelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateModelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"numberPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"validityYears"}},{"kind":"Field","name":{"kind":"Name","value":"layout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateLayoutFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backgroundUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateLayoutItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"align"}}]}}]} as unknown as DocumentNode<CertificateModelFieldsFragment, unknown>;
export const MemberCertificateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCertificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"modelId"}},{"kind":"Field","name":{"kind":"Name","value":"modelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokeReason"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<MemberCertificateFieldsFragment, unknown>;
export const StatisticsBucketFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsBucketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatisticsBucket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<StatisticsBucketFieldsFragment, unknown>;
export const NoticeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"releaseTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<NoticeFieldsFragment, unknown>;
export const DuesStandardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesStandardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuesStandard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]} as unknown as DocumentNode<DuesStandardFieldsFragment, unknown>;
export const DuesPeriodFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuesPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"paidTime"}}]}}]} as unknown as DocumentNode<DuesPeriodFieldsFragment, unknown>;
export const PaymentOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"periodId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payerNote"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"transferAmount"}},{"kind":"Field","name":{"kind":"Name","value":"transferDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"paidTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<PaymentOrderFieldsFragment, unknown>;
export const ReceiptFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceiptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Receipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNo"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"issueTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"printCount"}},{"kind":"Field","name":{"kind":"Name","value":"reprintCount"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"voidUserName"}},{"kind":"Field","name":{"kind":"Name","value":"voidTime"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]} as unknown as DocumentNode<ReceiptFieldsFragment, unknown>;
export const InvoiceUnitFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]} as unknown as DocumentNode<InvoiceUnitFieldsFragment, unknown>;
export const InvoiceRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<InvoiceRequestFieldsFragment, unknown>;
export const DuesReminderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesReminderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuesReminder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"daysOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<DuesReminderFieldsFragment, unknown>;
export const EventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"releaseTime"}}]}}]} as unknown as DocumentNode<EventFieldsFragment, unknown>;
export const EventRegistrationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"signInNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"hotel"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"sharingWith"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<EventRegistrationFieldsFragment, unknown>;
export const PublicEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<PublicEventFieldsFragment, unknown>;
export const ExpertAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpertAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"resume"}},{"kind":"Field","name":{"kind":"Name","value":"cardCode"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ExpertAccountFieldsFragment, unknown>;
export const FlowStepFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}},{"kind":"Field","name":{"kind":"Name","value":"approvers"}},{"kind":"Field","name":{"kind":"Name","value":"buttonApproval"}},{"kind":"Field","name":{"kind":"Name","value":"buttonApprovalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonReject"}},{"kind":"Field","name":{"kind":"Name","value":"buttonRejectTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonCancel"}},{"kind":"Field","name":{"kind":"Name","value":"buttonCancelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonReset"}},{"kind":"Field","name":{"kind":"Name","value":"buttonResetTitle"}}]}}]} as unknown as DocumentNode<FlowStepFieldsFragment, unknown>;
export const FlowModelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowModelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modelKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowStepFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}},{"kind":"Field","name":{"kind":"Name","value":"approvers"}},{"kind":"Field","name":{"kind":"Name","value":"buttonApproval"}},{"kind":"Field","name":{"kind":"Name","value":"buttonApprovalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonReject"}},{"kind":"Field","name":{"kind":"Name","value":"buttonRejectTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonCancel"}},{"kind":"Field","name":{"kind":"Name","value":"buttonCancelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonReset"}},{"kind":"Field","name":{"kind":"Name","value":"buttonResetTitle"}}]}}]} as unknown as DocumentNode<FlowModelFieldsFragment, unknown>;
export const ProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"awardName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"referee"}}]}}]} as unknown as DocumentNode<ProfileFieldsFragment, unknown>;
export const NotificationPreferenceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<NotificationPreferenceFieldsFragment, unknown>;
export const MemberPersonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"idCard"}}]}}]} as unknown as DocumentNode<MemberPersonFieldsFragment, unknown>;
export const MemberUnitFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<MemberUnitFieldsFragment, unknown>;
export const EntryApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<EntryApplicationFieldsFragment, unknown>;
export const MemberChangeValuesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberChangeValuesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberChangeValues"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}}]}}]} as unknown as DocumentNode<MemberChangeValuesFieldsFragment, unknown>;
export const MemberChangeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberChangeRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"appliedTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeValuesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeValuesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberChangeValuesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberChangeValues"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}}]}}]} as unknown as DocumentNode<MemberChangeFieldsFragment, unknown>;
export const MemberFeedbackFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFeedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]} as unknown as DocumentNode<MemberFeedbackFieldsFragment, unknown>;
export const MyRegistrationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyEventRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"signInNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"hotel"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"sharingWith"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MyRegistrationFieldsFragment, unknown>;
export const UsualLogFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsualLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsualLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"logLevel"}},{"kind":"Field","name":{"kind":"Name","value":"logData"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"requestUri"}},{"kind":"Field","name":{"kind":"Name","value":"createBy"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<UsualLogFieldsFragment, unknown>;
export const ApiLogFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"requestUri"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"createBy"}},{"kind":"Field","name":{"kind":"Name","value":"remoteIp"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<ApiLogFieldsFragment, unknown>;
export const ErrorLogFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<ErrorLogFieldsFragment, unknown>;
export const OaApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OaApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OaApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantDeptName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<OaApplicationFieldsFragment, unknown>;
export const OaPersonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OaPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OaPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}}]}}]} as unknown as DocumentNode<OaPersonFieldsFragment, unknown>;
export const ReportFileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ReportFileFieldsFragment, unknown>;
export const AttachFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attach"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"extension"}},{"kind":"Field","name":{"kind":"Name","value":"attachSize"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AttachFieldsFragment, unknown>;
export const OssConfigFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OssConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OssConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"ossCode"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"bucketName"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKeyMasked"}},{"kind":"Field","name":{"kind":"Name","value":"pathStyle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<OssConfigFieldsFragment, unknown>;
export const SmsConfigFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmsConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"smsCode"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKeyMasked"}},{"kind":"Field","name":{"kind":"Name","value":"signName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SmsConfigFieldsFragment, unknown>;
export const ReviewSheetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"commentRequired"}}]}}]}}]} as unknown as DocumentNode<ReviewSheetFieldsFragment, unknown>;
export const ReviewScoreFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalRaw"}},{"kind":"Field","name":{"kind":"Name","value":"totalWeighted"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"unlockTime"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<ReviewScoreFieldsFragment, unknown>;
export const ReviewSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSummaryRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"experts"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"rawMean"}},{"kind":"Field","name":{"kind":"Name","value":"normalizedMean"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]} as unknown as DocumentNode<ReviewSummaryFieldsFragment, unknown>;
export const OauthClientFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OauthClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"grantTypes"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenValidity"}},{"kind":"Field","name":{"kind":"Name","value":"refreshTokenValidity"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCodes"}},{"kind":"Field","name":{"kind":"Name","value":"apiScopeIds"}},{"kind":"Field","name":{"kind":"Name","value":"rateLimitPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<OauthClientFieldsFragment, unknown>;
export const DeptFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dept"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<DeptFieldsFragment, unknown>;
export const MenuFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Menu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"isAuth"}},{"kind":"Field","name":{"kind":"Name","value":"isTab"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<MenuFieldsFragment, unknown>;
export const ParamFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Param"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paramName"}},{"kind":"Field","name":{"kind":"Name","value":"paramKey"}},{"kind":"Field","name":{"kind":"Name","value":"paramValue"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ParamFieldsFragment, unknown>;
export const PostFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"postName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<PostFieldsFragment, unknown>;
export const RegionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"parentCode"}},{"kind":"Field","name":{"kind":"Name","value":"ancestors"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionLevel"}},{"kind":"Field","name":{"kind":"Name","value":"provinceCode"}},{"kind":"Field","name":{"kind":"Name","value":"provinceName"}},{"kind":"Field","name":{"kind":"Name","value":"cityCode"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"districtCode"}},{"kind":"Field","name":{"kind":"Name","value":"districtName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RegionFieldsFragment, unknown>;
export const RoleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleAlias"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RoleFieldsFragment, unknown>;
export const DataScopeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataScopeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataScope"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceCode"}},{"kind":"Field","name":{"kind":"Name","value":"scopeName"}},{"kind":"Field","name":{"kind":"Name","value":"scopeType"}},{"kind":"Field","name":{"kind":"Name","value":"scopeColumn"}},{"kind":"Field","name":{"kind":"Name","value":"scopeValue"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<DataScopeFieldsFragment, unknown>;
export const ApiScopeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiScopeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiScope"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceCode"}},{"kind":"Field","name":{"kind":"Name","value":"scopeName"}},{"kind":"Field","name":{"kind":"Name","value":"scopePath"}},{"kind":"Field","name":{"kind":"Name","value":"scopeMethod"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ApiScopeFieldsFragment, unknown>;
export const TenantFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"expireTime"}},{"kind":"Field","name":{"kind":"Name","value":"linkman"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TenantFieldsFragment, unknown>;
export const TopMenuFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopMenu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TopMenuFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"deptId"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}},{"kind":"Field","name":{"kind":"Name","value":"postIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const WebhookEndpointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<WebhookEndpointFieldsFragment, unknown>;
export const WebhookDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptTime"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredTime"}},{"kind":"Field","name":{"kind":"Name","value":"resentFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<WebhookDeliveryFieldsFragment, unknown>;
export const CodeFieldFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"searchable"}},{"kind":"Field","name":{"kind":"Name","value":"showInList"}}]}}]} as unknown as DocumentNode<CodeFieldFieldsFragment, unknown>;
export const CodeDefinitionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeDefinitionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeDefinition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"tablePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"pkName"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"menuCode"}},{"kind":"Field","name":{"kind":"Name","value":"apiPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeFieldFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"searchable"}},{"kind":"Field","name":{"kind":"Name","value":"showInList"}}]}}]} as unknown as DocumentNode<CodeDefinitionFieldsFragment, unknown>;
export const LeaveFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"leaveType"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<LeaveFieldsFragment, unknown>;
export const MenuNodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isAuth"}},{"kind":"Field","name":{"kind":"Name","value":"isTab"}}]}}]} as unknown as DocumentNode<MenuNodeFieldsFragment, unknown>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"deptId"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"tokenType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"deptId"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"tokenType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]} as unknown as DocumentNode<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LogoutInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const AuthConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalLogin"}},{"kind":"Field","name":{"kind":"Name","value":"loginUrl"}}]}}]}}]} as unknown as DocumentNode<AuthConfigQuery, AuthConfigQueryVariables>;
export const CaptchaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Captcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<CaptchaQuery, CaptchaQueryVariables>;
export const PersonalAccessTokenCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonalAccessTokenCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalAccessTokenCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<PersonalAccessTokenCodesQuery, PersonalAccessTokenCodesQueryVariables>;
export const FlowRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessType"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowInstanceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowedActions"}},{"kind":"Field","name":{"kind":"Name","value":"logs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"approvalConfigTitle"}},{"kind":"Field","name":{"kind":"Name","value":"approvalOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createByName"}},{"kind":"Field","name":{"kind":"Name","value":"createDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"editTime"}},{"kind":"Field","name":{"kind":"Name","value":"originalOpinion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepIndex"}},{"kind":"Field","name":{"kind":"Name","value":"approvalConfigTitle"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"approvalOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"createByName"}},{"kind":"Field","name":{"kind":"Name","value":"createDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"buttonApproval"}},{"kind":"Field","name":{"kind":"Name","value":"buttonApprovalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonReject"}},{"kind":"Field","name":{"kind":"Name","value":"buttonRejectTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonCancel"}},{"kind":"Field","name":{"kind":"Name","value":"buttonCancelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonReset"}},{"kind":"Field","name":{"kind":"Name","value":"buttonResetTitle"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"businessTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"detailPath"}},{"kind":"Field","name":{"kind":"Name","value":"handlePath"}},{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepIndex"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}}]}}]} as unknown as DocumentNode<FlowRecordQuery, FlowRecordQueryVariables>;
export const FlowActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FlowAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlowActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowInstanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"businessTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"detailPath"}},{"kind":"Field","name":{"kind":"Name","value":"handlePath"}},{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepIndex"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}}]}}]} as unknown as DocumentNode<FlowActionMutation, FlowActionMutationVariables>;
export const SubmitFlowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitFlow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlowSubmitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitFlow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowInstanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"businessTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"detailPath"}},{"kind":"Field","name":{"kind":"Name","value":"handlePath"}},{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepIndex"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}}]}}]} as unknown as DocumentNode<SubmitFlowMutation, SubmitFlowMutationVariables>;
export const ClaimFlowTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimFlowTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlowClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimFlowTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowInstanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"businessTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"detailPath"}},{"kind":"Field","name":{"kind":"Name","value":"handlePath"}},{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepIndex"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}}]}}]} as unknown as DocumentNode<ClaimFlowTaskMutation, ClaimFlowTaskMutationVariables>;
export const FlowTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FlowTaskListFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowInstanceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"businessTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"detailPath"}},{"kind":"Field","name":{"kind":"Name","value":"handlePath"}},{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepIndex"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}}]}}]} as unknown as DocumentNode<FlowTasksQuery, FlowTasksQueryVariables>;
export const DictionaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dictionary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dictionary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DictFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dictKey"}},{"kind":"Field","name":{"kind":"Name","value":"dictValue"}},{"kind":"Field","name":{"kind":"Name","value":"dictValueEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isSealed"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<DictionaryQuery, DictionaryQueryVariables>;
export const BizDictionaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BizDictionary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bizDictionary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BizDictFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BizDictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DictBiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dictKey"}},{"kind":"Field","name":{"kind":"Name","value":"dictValue"}},{"kind":"Field","name":{"kind":"Name","value":"dictValueEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isSealed"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<BizDictionaryQuery, BizDictionaryQueryVariables>;
export const ArticlePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticlePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"top"}},{"kind":"Field","name":{"kind":"Name","value":"topOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ArticlePageQuery, ArticlePageQueryVariables>;
export const ArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Article"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"top"}},{"kind":"Field","name":{"kind":"Name","value":"topOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ArticleQuery, ArticleQueryVariables>;
export const SubmitArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"top"}},{"kind":"Field","name":{"kind":"Name","value":"topOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitArticleMutation, SubmitArticleMutationVariables>;
export const RemoveArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveArticlesMutation, RemoveArticlesMutationVariables>;
export const PublishArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"top"}},{"kind":"Field","name":{"kind":"Name","value":"topOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<PublishArticleMutation, PublishArticleMutationVariables>;
export const UnpublishArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnpublishArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpublishArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"top"}},{"kind":"Field","name":{"kind":"Name","value":"topOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UnpublishArticleMutation, UnpublishArticleMutationVariables>;
export const SetArticleTopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetArticleTop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleTopInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setArticleTop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"top"}},{"kind":"Field","name":{"kind":"Name","value":"topOrder"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SetArticleTopMutation, SetArticleTopMutationVariables>;
export const ArticleCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticleCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<ArticleCategoriesQuery, ArticleCategoriesQueryVariables>;
export const PublicArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicArticleFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"top"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}}]} as unknown as DocumentNode<PublicArticlesQuery, PublicArticlesQueryVariables>;
export const PublicArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"top"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]} as unknown as DocumentNode<PublicArticleQuery, PublicArticleQueryVariables>;
export const ReadArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counted"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]} as unknown as DocumentNode<ReadArticleMutation, ReadArticleMutationVariables>;
export const ReadingStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadingStatistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingStatisticsFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readingStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"memberViews"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]}}]} as unknown as DocumentNode<ReadingStatisticsQuery, ReadingStatisticsQueryVariables>;
export const AssignProgrammeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignProgrammeOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"awardType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignProgrammeOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"awardType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"awardType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}}]}}]}}]} as unknown as DocumentNode<AssignProgrammeOptionsQuery, AssignProgrammeOptionsQueryVariables>;
export const AssignApplicationOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignApplicationOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignApplicationOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programmeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}}]}}]} as unknown as DocumentNode<AssignApplicationOptionsQuery, AssignApplicationOptionsQueryVariables>;
export const AssignExpertOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignExpertOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"discipline"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignExpertOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"discipline"},"value":{"kind":"Variable","name":{"kind":"Name","value":"discipline"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}}]}}]}}]} as unknown as DocumentNode<AssignExpertOptionsQuery, AssignExpertOptionsQueryVariables>;
export const AutoAssignPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AutoAssignPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AutoAssignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoAssignPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssignPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssignPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssignPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"perApplication"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"added"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortfall"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"load"}}]}}]}}]} as unknown as DocumentNode<AutoAssignPreviewQuery, AutoAssignPreviewQueryVariables>;
export const ApplyAutoAssignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyAutoAssign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AutoAssignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyAutoAssign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssignPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssignPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssignPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"perApplication"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"added"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortfall"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"load"}}]}}]}}]} as unknown as DocumentNode<ApplyAutoAssignMutation, ApplyAutoAssignMutationVariables>;
export const AwardAssignCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardAssignCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"discipline"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardAssignCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"discipline"},"value":{"kind":"Variable","name":{"kind":"Name","value":"discipline"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<AwardAssignCandidatesQuery, AwardAssignCandidatesQueryVariables>;
export const AllotApplicationExpertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AllotApplicationExperts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardExpertAssignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignAwardApplicationExperts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}}]}}]}}]} as unknown as DocumentNode<AllotApplicationExpertsMutation, AllotApplicationExpertsMutationVariables>;
export const ExpertGroupPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExpertGroupPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertGroupFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExpertGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpertGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"memberIds"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ExpertGroupPageQuery, ExpertGroupPageQueryVariables>;
export const SubmitExpertGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitExpertGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitExpertGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExpertGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpertGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"memberIds"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SubmitExpertGroupMutation, SubmitExpertGroupMutationVariables>;
export const RemoveExpertGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveExpertGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeExpertGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveExpertGroupsMutation, RemoveExpertGroupsMutationVariables>;
export const ReviewTaskPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewTaskPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewTaskFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewTaskFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationIds"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]} as unknown as DocumentNode<ReviewTaskPageQuery, ReviewTaskPageQueryVariables>;
export const SubmitReviewTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitReviewTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReviewTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewTaskFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewTaskFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewTask"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationIds"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]} as unknown as DocumentNode<SubmitReviewTaskMutation, SubmitReviewTaskMutationVariables>;
export const RemoveReviewTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveReviewTasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeReviewTasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveReviewTasksMutation, RemoveReviewTasksMutationVariables>;
export const ExpertDrawsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExpertDraws"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertDraws"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExpertDrawFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpertDrawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertDraw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"drawCount"}},{"kind":"Field","name":{"kind":"Name","value":"substituteCount"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleIds"}},{"kind":"Field","name":{"kind":"Name","value":"drawTime"}},{"kind":"Field","name":{"kind":"Name","value":"drawnByName"}},{"kind":"Field","name":{"kind":"Name","value":"activeIds"}},{"kind":"Field","name":{"kind":"Name","value":"drawn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"substitutes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replacements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}},{"kind":"Field","name":{"kind":"Name","value":"substituteId"}},{"kind":"Field","name":{"kind":"Name","value":"substituteName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<ExpertDrawsQuery, ExpertDrawsQueryVariables>;
export const DrawExpertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DrawExperts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertDrawInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drawExperts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExpertDrawFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpertDrawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertDraw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"drawCount"}},{"kind":"Field","name":{"kind":"Name","value":"substituteCount"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleIds"}},{"kind":"Field","name":{"kind":"Name","value":"drawTime"}},{"kind":"Field","name":{"kind":"Name","value":"drawnByName"}},{"kind":"Field","name":{"kind":"Name","value":"activeIds"}},{"kind":"Field","name":{"kind":"Name","value":"drawn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"substitutes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replacements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}},{"kind":"Field","name":{"kind":"Name","value":"substituteId"}},{"kind":"Field","name":{"kind":"Name","value":"substituteName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<DrawExpertsMutation, DrawExpertsMutationVariables>;
export const DeclineDrawnExpertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineDrawnExpert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DrawDeclineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineDrawnExpert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExpertDrawFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpertDrawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertDraw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"drawCount"}},{"kind":"Field","name":{"kind":"Name","value":"substituteCount"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleIds"}},{"kind":"Field","name":{"kind":"Name","value":"drawTime"}},{"kind":"Field","name":{"kind":"Name","value":"drawnByName"}},{"kind":"Field","name":{"kind":"Name","value":"activeIds"}},{"kind":"Field","name":{"kind":"Name","value":"drawn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"substitutes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exclusions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replacements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}},{"kind":"Field","name":{"kind":"Name","value":"substituteId"}},{"kind":"Field","name":{"kind":"Name","value":"substituteName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<DeclineDrawnExpertMutation, DeclineDrawnExpertMutationVariables>;
export const ReplayExpertDrawDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplayExpertDraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayExpertDraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drawId"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"drawnIds"}},{"kind":"Field","name":{"kind":"Name","value":"substituteIds"}}]}}]}}]} as unknown as DocumentNode<ReplayExpertDrawMutation, ReplayExpertDrawMutationVariables>;
export const QualityTeamUnitPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QualityTeamUnitPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QualityTeamUnitFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qualityTeamUnits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QualityTeamUnitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QualityTeamUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QualityTeamUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<QualityTeamUnitPageQuery, QualityTeamUnitPageQueryVariables>;
export const QualityTeamFlowConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QualityTeamFlowConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qualityTeamFlowConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<QualityTeamFlowConfigQuery, QualityTeamFlowConfigQueryVariables>;
export const QualityTeamUnitCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QualityTeamUnitCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qualityTeamUnitCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<QualityTeamUnitCandidatesQuery, QualityTeamUnitCandidatesQueryVariables>;
export const AddQualityTeamUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddQualityTeamUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QualityTeamUnitAddInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addQualityTeamUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QualityTeamUnitFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QualityTeamUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QualityTeamUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AddQualityTeamUnitMutation, AddQualityTeamUnitMutationVariables>;
export const EnableQualityTeamUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableQualityTeamUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QualityTeamUnitEnableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableQualityTeamUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QualityTeamUnitFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QualityTeamUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QualityTeamUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<EnableQualityTeamUnitMutation, EnableQualityTeamUnitMutationVariables>;
export const RemoveQualityTeamUnitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveQualityTeamUnits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeQualityTeamUnits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveQualityTeamUnitsMutation, RemoveQualityTeamUnitsMutationVariables>;
export const SafetyStandardizationPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SafetyStandardizationPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SafetyStandardizationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"safetyStandardizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SafetyStandardizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SafetyStandardizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SafetyStandardization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SafetyStandardizationPageQuery, SafetyStandardizationPageQueryVariables>;
export const SafetyStandardizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SafetyStandardization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"safetyStandardization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SafetyStandardizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SafetyStandardizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SafetyStandardization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SafetyStandardizationQuery, SafetyStandardizationQueryVariables>;
export const SubmitSafetyStandardizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitSafetyStandardization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SafetyStandardizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitSafetyStandardization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SafetyStandardizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SafetyStandardizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SafetyStandardization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitSafetyStandardizationMutation, SubmitSafetyStandardizationMutationVariables>;
export const RemoveSafetyStandardizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSafetyStandardizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSafetyStandardizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveSafetyStandardizationsMutation, RemoveSafetyStandardizationsMutationVariables>;
export const SafetyProgrammeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SafetyProgrammeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"safetyProgrammeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SafetyProgrammeOptionsQuery, SafetyProgrammeOptionsQueryVariables>;
export const AwardLineUnitOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardLineUnitOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardLineUnitOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AwardLineUnitOptionsQuery, AwardLineUnitOptionsQueryVariables>;
export const TechnologyResultPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TechnologyResultPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TechnologyResultFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technologyResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TechnologyResultFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TechnologyResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TechnologyResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"opinion"}},{"kind":"Field","name":{"kind":"Name","value":"auditorName"}},{"kind":"Field","name":{"kind":"Name","value":"auditTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TechnologyResultPageQuery, TechnologyResultPageQueryVariables>;
export const SubmitTechnologyResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitTechnologyResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TechnologyResultInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitTechnologyResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TechnologyResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TechnologyResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TechnologyResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"opinion"}},{"kind":"Field","name":{"kind":"Name","value":"auditorName"}},{"kind":"Field","name":{"kind":"Name","value":"auditTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitTechnologyResultMutation, SubmitTechnologyResultMutationVariables>;
export const AuditTechnologyResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuditTechnologyResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TechnologyResultAuditInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditTechnologyResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TechnologyResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TechnologyResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TechnologyResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"opinion"}},{"kind":"Field","name":{"kind":"Name","value":"auditorName"}},{"kind":"Field","name":{"kind":"Name","value":"auditTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AuditTechnologyResultMutation, AuditTechnologyResultMutationVariables>;
export const AwardApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplicationListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardApplicationRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardApplicationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendUnit"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledMessage"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}}]}}]} as unknown as DocumentNode<AwardApplicationsQuery, AwardApplicationsQueryVariables>;
export const AwardApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardApplicationFull"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardApplicationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendUnit"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledMessage"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardApplicationFull"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardApplicationRow"}},{"kind":"Field","name":{"kind":"Name","value":"extraValues"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proName"}},{"kind":"Field","name":{"kind":"Name","value":"sbDate"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"built"}},{"kind":"Field","name":{"kind":"Name","value":"askForWork"}},{"kind":"Field","name":{"kind":"Name","value":"recommendWork"}},{"kind":"Field","name":{"kind":"Name","value":"recommend"}},{"kind":"Field","name":{"kind":"Name","value":"recommendPN"}},{"kind":"Field","name":{"kind":"Name","value":"projectCategory"}},{"kind":"Field","name":{"kind":"Name","value":"projectCategorySmall"}},{"kind":"Field","name":{"kind":"Name","value":"construction"}},{"kind":"Field","name":{"kind":"Name","value":"buildingScale"}},{"kind":"Field","name":{"kind":"Name","value":"buildingFloorsU"}},{"kind":"Field","name":{"kind":"Name","value":"buildingFloorsD"}},{"kind":"Field","name":{"kind":"Name","value":"structureType"}},{"kind":"Field","name":{"kind":"Name","value":"basicForm"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"finalAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"filingUnit"}},{"kind":"Field","name":{"kind":"Name","value":"basicTestTime"}},{"kind":"Field","name":{"kind":"Name","value":"SYJGTime"}},{"kind":"Field","name":{"kind":"Name","value":"structureAcceptanceTime"}},{"kind":"Field","name":{"kind":"Name","value":"detectionUnitJC"}},{"kind":"Field","name":{"kind":"Name","value":"detectionUnitZT"}},{"kind":"Field","name":{"kind":"Name","value":"subjectDetectionTime"}},{"kind":"Field","name":{"kind":"Name","value":"mainApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"contactPN"}},{"kind":"Field","name":{"kind":"Name","value":"referee"}},{"kind":"Field","name":{"kind":"Name","value":"jzyTop10"}},{"kind":"Field","name":{"kind":"Name","value":"jszbAndShxy"}},{"kind":"Field","name":{"kind":"Name","value":"kjcxAndlvsjzAndZnjz"}},{"kind":"Field","name":{"kind":"Name","value":"xkjAndGyAndClAndSb"}},{"kind":"Field","name":{"kind":"Name","value":"xxgyhfsjz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"buildingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]} as unknown as DocumentNode<AwardApplicationQuery, AwardApplicationQueryVariables>;
export const AwardApplicationExpertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardApplicationExperts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardApplicationExperts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}},{"kind":"Field","name":{"kind":"Name","value":"expertUnit"}}]}}]}}]} as unknown as DocumentNode<AwardApplicationExpertsQuery, AwardApplicationExpertsQueryVariables>;
export const AwardCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<AwardCompaniesQuery, AwardCompaniesQueryVariables>;
export const SaveAwardApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAwardApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAwardApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardApplicationFull"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardApplicationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendUnit"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledMessage"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardApplicationFull"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardApplicationRow"}},{"kind":"Field","name":{"kind":"Name","value":"extraValues"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proName"}},{"kind":"Field","name":{"kind":"Name","value":"sbDate"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"built"}},{"kind":"Field","name":{"kind":"Name","value":"askForWork"}},{"kind":"Field","name":{"kind":"Name","value":"recommendWork"}},{"kind":"Field","name":{"kind":"Name","value":"recommend"}},{"kind":"Field","name":{"kind":"Name","value":"recommendPN"}},{"kind":"Field","name":{"kind":"Name","value":"projectCategory"}},{"kind":"Field","name":{"kind":"Name","value":"projectCategorySmall"}},{"kind":"Field","name":{"kind":"Name","value":"construction"}},{"kind":"Field","name":{"kind":"Name","value":"buildingScale"}},{"kind":"Field","name":{"kind":"Name","value":"buildingFloorsU"}},{"kind":"Field","name":{"kind":"Name","value":"buildingFloorsD"}},{"kind":"Field","name":{"kind":"Name","value":"structureType"}},{"kind":"Field","name":{"kind":"Name","value":"basicForm"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"finalAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"filingUnit"}},{"kind":"Field","name":{"kind":"Name","value":"basicTestTime"}},{"kind":"Field","name":{"kind":"Name","value":"SYJGTime"}},{"kind":"Field","name":{"kind":"Name","value":"structureAcceptanceTime"}},{"kind":"Field","name":{"kind":"Name","value":"detectionUnitJC"}},{"kind":"Field","name":{"kind":"Name","value":"detectionUnitZT"}},{"kind":"Field","name":{"kind":"Name","value":"subjectDetectionTime"}},{"kind":"Field","name":{"kind":"Name","value":"mainApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"contactPN"}},{"kind":"Field","name":{"kind":"Name","value":"referee"}},{"kind":"Field","name":{"kind":"Name","value":"jzyTop10"}},{"kind":"Field","name":{"kind":"Name","value":"jszbAndShxy"}},{"kind":"Field","name":{"kind":"Name","value":"kjcxAndlvsjzAndZnjz"}},{"kind":"Field","name":{"kind":"Name","value":"xkjAndGyAndClAndSb"}},{"kind":"Field","name":{"kind":"Name","value":"xxgyhfsjz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"buildingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]} as unknown as DocumentNode<SaveAwardApplicationMutation, SaveAwardApplicationMutationVariables>;
export const SubmitAwardApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitAwardApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplicationRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitAwardApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardApplicationFull"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardApplicationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendUnit"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledMessage"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardApplicationFull"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardApplicationRow"}},{"kind":"Field","name":{"kind":"Name","value":"extraValues"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proName"}},{"kind":"Field","name":{"kind":"Name","value":"sbDate"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"built"}},{"kind":"Field","name":{"kind":"Name","value":"askForWork"}},{"kind":"Field","name":{"kind":"Name","value":"recommendWork"}},{"kind":"Field","name":{"kind":"Name","value":"recommend"}},{"kind":"Field","name":{"kind":"Name","value":"recommendPN"}},{"kind":"Field","name":{"kind":"Name","value":"projectCategory"}},{"kind":"Field","name":{"kind":"Name","value":"projectCategorySmall"}},{"kind":"Field","name":{"kind":"Name","value":"construction"}},{"kind":"Field","name":{"kind":"Name","value":"buildingScale"}},{"kind":"Field","name":{"kind":"Name","value":"buildingFloorsU"}},{"kind":"Field","name":{"kind":"Name","value":"buildingFloorsD"}},{"kind":"Field","name":{"kind":"Name","value":"structureType"}},{"kind":"Field","name":{"kind":"Name","value":"basicForm"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"finalAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"filingUnit"}},{"kind":"Field","name":{"kind":"Name","value":"basicTestTime"}},{"kind":"Field","name":{"kind":"Name","value":"SYJGTime"}},{"kind":"Field","name":{"kind":"Name","value":"structureAcceptanceTime"}},{"kind":"Field","name":{"kind":"Name","value":"detectionUnitJC"}},{"kind":"Field","name":{"kind":"Name","value":"detectionUnitZT"}},{"kind":"Field","name":{"kind":"Name","value":"subjectDetectionTime"}},{"kind":"Field","name":{"kind":"Name","value":"mainApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"contactPN"}},{"kind":"Field","name":{"kind":"Name","value":"referee"}},{"kind":"Field","name":{"kind":"Name","value":"jzyTop10"}},{"kind":"Field","name":{"kind":"Name","value":"jszbAndShxy"}},{"kind":"Field","name":{"kind":"Name","value":"kjcxAndlvsjzAndZnjz"}},{"kind":"Field","name":{"kind":"Name","value":"xkjAndGyAndClAndSb"}},{"kind":"Field","name":{"kind":"Name","value":"xxgyhfsjz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"buildingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitAwardApplicationMutation, SubmitAwardApplicationMutationVariables>;
export const ModifyAwardApplicationFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModifyAwardApplicationFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplicationFilesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifyAwardApplicationFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardApplicationFull"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardApplicationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendUnit"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledMessage"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardApplicationFull"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardApplicationRow"}},{"kind":"Field","name":{"kind":"Name","value":"extraValues"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proName"}},{"kind":"Field","name":{"kind":"Name","value":"sbDate"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"built"}},{"kind":"Field","name":{"kind":"Name","value":"askForWork"}},{"kind":"Field","name":{"kind":"Name","value":"recommendWork"}},{"kind":"Field","name":{"kind":"Name","value":"recommend"}},{"kind":"Field","name":{"kind":"Name","value":"recommendPN"}},{"kind":"Field","name":{"kind":"Name","value":"projectCategory"}},{"kind":"Field","name":{"kind":"Name","value":"projectCategorySmall"}},{"kind":"Field","name":{"kind":"Name","value":"construction"}},{"kind":"Field","name":{"kind":"Name","value":"buildingScale"}},{"kind":"Field","name":{"kind":"Name","value":"buildingFloorsU"}},{"kind":"Field","name":{"kind":"Name","value":"buildingFloorsD"}},{"kind":"Field","name":{"kind":"Name","value":"structureType"}},{"kind":"Field","name":{"kind":"Name","value":"basicForm"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"finalAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"filingUnit"}},{"kind":"Field","name":{"kind":"Name","value":"basicTestTime"}},{"kind":"Field","name":{"kind":"Name","value":"SYJGTime"}},{"kind":"Field","name":{"kind":"Name","value":"structureAcceptanceTime"}},{"kind":"Field","name":{"kind":"Name","value":"detectionUnitJC"}},{"kind":"Field","name":{"kind":"Name","value":"detectionUnitZT"}},{"kind":"Field","name":{"kind":"Name","value":"subjectDetectionTime"}},{"kind":"Field","name":{"kind":"Name","value":"mainApplicant"}},{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"contactPN"}},{"kind":"Field","name":{"kind":"Name","value":"referee"}},{"kind":"Field","name":{"kind":"Name","value":"jzyTop10"}},{"kind":"Field","name":{"kind":"Name","value":"jszbAndShxy"}},{"kind":"Field","name":{"kind":"Name","value":"kjcxAndlvsjzAndZnjz"}},{"kind":"Field","name":{"kind":"Name","value":"xkjAndGyAndClAndSb"}},{"kind":"Field","name":{"kind":"Name","value":"xxgyhfsjz"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"buildingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"materials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]} as unknown as DocumentNode<ModifyAwardApplicationFilesMutation, ModifyAwardApplicationFilesMutationVariables>;
export const RemoveAwardApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAwardApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAwardApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveAwardApplicationMutation, RemoveAwardApplicationMutationVariables>;
export const SetAwardApplicationEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAwardApplicationEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplicationEnabledInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAwardApplicationEnabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardApplicationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardApplicationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendUnit"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledMessage"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}}]}}]} as unknown as DocumentNode<SetAwardApplicationEnabledMutation, SetAwardApplicationEnabledMutationVariables>;
export const ResetAwardApplicationApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetAwardApplicationApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApprovalStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetAwardApplicationApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardApplicationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardApplicationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendUnit"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledMessage"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"}}]}}]} as unknown as DocumentNode<ResetAwardApplicationApprovalMutation, ResetAwardApplicationApprovalMutationVariables>;
export const ApproveAwardApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveAwardApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApprovalBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveAwardApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ApproveAwardApplicationsMutation, ApproveAwardApplicationsMutationVariables>;
export const AwardCompanyArrearsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardCompanyArrears"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardCompanyArrears"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inArrears"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldError"}}]}}]}}]} as unknown as DocumentNode<AwardCompanyArrearsQuery, AwardCompanyArrearsQueryVariables>;
export const AwardFormDefinitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardFormDefinition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardFormDefinition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programmeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}}]}}]}}]} as unknown as DocumentNode<AwardFormDefinitionQuery, AwardFormDefinitionQueryVariables>;
export const SaveAwardFormDefinitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAwardFormDefinition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"definition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"basedOn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAwardFormDefinition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programmeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"definition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"definition"}}},{"kind":"Argument","name":{"kind":"Name","value":"basedOn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"basedOn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"frozen"}},{"kind":"Field","name":{"kind":"Name","value":"stored"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}}]}}]}}]} as unknown as DocumentNode<SaveAwardFormDefinitionMutation, SaveAwardFormDefinitionMutationVariables>;
export const CopyAwardFormDefinitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyAwardFormDefinition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromProgrammeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"basedOn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyAwardFormDefinition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programmeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromProgrammeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromProgrammeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"basedOn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"basedOn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<CopyAwardFormDefinitionMutation, CopyAwardFormDefinitionMutationVariables>;
export const AwardTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"applyPath"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]}}]} as unknown as DocumentNode<AwardTypesQuery, AwardTypesQueryVariables>;
export const AwardProgrammePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardProgrammePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardProgrammeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardProgrammes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardProgrammeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardProgrammeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardProgramme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"openFlag"}},{"kind":"Field","name":{"kind":"Name","value":"closedMessage"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"accountCategories"}},{"kind":"Field","name":{"kind":"Name","value":"requireSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AwardProgrammePageQuery, AwardProgrammePageQueryVariables>;
export const AwardProgrammeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardProgramme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardProgramme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardProgrammeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardProgrammeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardProgramme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"openFlag"}},{"kind":"Field","name":{"kind":"Name","value":"closedMessage"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"accountCategories"}},{"kind":"Field","name":{"kind":"Name","value":"requireSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AwardProgrammeQuery, AwardProgrammeQueryVariables>;
export const SubmitAwardProgrammeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitAwardProgramme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardProgrammeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitAwardProgramme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardProgrammeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardProgrammeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardProgramme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"openFlag"}},{"kind":"Field","name":{"kind":"Name","value":"closedMessage"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"accountCategories"}},{"kind":"Field","name":{"kind":"Name","value":"requireSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitAwardProgrammeMutation, SubmitAwardProgrammeMutationVariables>;
export const SetAwardProgrammeOpenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAwardProgrammeOpen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardProgrammeOpenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAwardProgrammeOpen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardProgrammeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardProgrammeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardProgramme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"openFlag"}},{"kind":"Field","name":{"kind":"Name","value":"closedMessage"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"accountCategories"}},{"kind":"Field","name":{"kind":"Name","value":"requireSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SetAwardProgrammeOpenMutation, SetAwardProgrammeOpenMutationVariables>;
export const RemoveAwardProgrammesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAwardProgrammes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAwardProgrammes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveAwardProgrammesMutation, RemoveAwardProgrammesMutationVariables>;
export const AwardProgrammeAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardProgrammeAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardProgramme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardProgrammeAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canApply"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardSubscriptionCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programmeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"canApply"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<AwardProgrammeAvailabilityQuery, AwardProgrammeAvailabilityQueryVariables>;
export const AwardApplicationLayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardApplicationLayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardApplicationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardApplicationLayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCategory"}},{"kind":"Field","name":{"kind":"Name","value":"canShowAll"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"openFlag"}},{"kind":"Field","name":{"kind":"Name","value":"canApply"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"applyPath"}},{"kind":"Field","name":{"kind":"Name","value":"mine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AwardApplicationLayerQuery, AwardApplicationLayerQueryVariables>;
export const SubscribeAwardProgrammeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeAwardProgramme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeAwardProgramme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programmeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}}]}}]}}]} as unknown as DocumentNode<SubscribeAwardProgrammeMutation, SubscribeAwardProgrammeMutationVariables>;
export const AwardSerialNumberPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardSerialNumberPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardSerialNumberFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardSerialNumbers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardSerialNumberFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardSerialNumberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardSerialNumber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendUnit"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AwardSerialNumberPageQuery, AwardSerialNumberPageQueryVariables>;
export const SubmitAwardSerialNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitAwardSerialNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardSerialNumberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitAwardSerialNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardSerialNumberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardSerialNumberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardSerialNumber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendUnit"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitAwardSerialNumberMutation, SubmitAwardSerialNumberMutationVariables>;
export const ChangeAwardSerialNumberStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeAwardSerialNumberStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardSerialActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAwardSerialNumberStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardSerialNumberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardSerialNumberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardSerialNumber"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"recommendUnit"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ChangeAwardSerialNumberStatusMutation, ChangeAwardSerialNumberStatusMutationVariables>;
export const RemoveAwardSerialNumbersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAwardSerialNumbers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAwardSerialNumbers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveAwardSerialNumbersMutation, RemoveAwardSerialNumbersMutationVariables>;
export const AwardSubscriptionPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardSubscriptionPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardSubscriptionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeName"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"accountCategory"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}}]} as unknown as DocumentNode<AwardSubscriptionPageQuery, AwardSubscriptionPageQueryVariables>;
export const SetAwardProgrammeCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAwardProgrammeCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardProgrammeCategoriesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAwardProgrammeCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardProgrammeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardProgrammeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardProgramme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"openFlag"}},{"kind":"Field","name":{"kind":"Name","value":"closedMessage"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"accountCategories"}},{"kind":"Field","name":{"kind":"Name","value":"requireSerialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SetAwardProgrammeCategoriesMutation, SetAwardProgrammeCategoriesMutationVariables>;
export const AwardSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departmentPhone"}},{"kind":"Field","name":{"kind":"Name","value":"flows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"modelKey"}},{"kind":"Field","name":{"kind":"Name","value":"modelName"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"modelStatus"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}}]}}]}}]} as unknown as DocumentNode<AwardSettingsQuery, AwardSettingsQueryVariables>;
export const SaveAwardSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAwardSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AwardSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAwardSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AwardSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AwardSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departmentPhone"}},{"kind":"Field","name":{"kind":"Name","value":"flows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"modelKey"}},{"kind":"Field","name":{"kind":"Name","value":"modelName"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"modelStatus"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}}]}}]}}]} as unknown as DocumentNode<SaveAwardSettingsMutation, SaveAwardSettingsMutationVariables>;
export const CertificateModelPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificateModelPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateModelFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateModels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateModelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateLayoutItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"align"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateModelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"numberPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"validityYears"}},{"kind":"Field","name":{"kind":"Name","value":"layout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateLayoutFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backgroundUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<CertificateModelPageQuery, CertificateModelPageQueryVariables>;
export const CertificateModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificateModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateModelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateLayoutItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"align"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateModelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"numberPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"validityYears"}},{"kind":"Field","name":{"kind":"Name","value":"layout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateLayoutFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backgroundUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<CertificateModelQuery, CertificateModelQueryVariables>;
export const SubmitCertificateModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitCertificateModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateModelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitCertificateModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateModelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateLayoutItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"align"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateModelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"numberPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"validityYears"}},{"kind":"Field","name":{"kind":"Name","value":"layout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateLayoutFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"backgroundUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<SubmitCertificateModelMutation, SubmitCertificateModelMutationVariables>;
export const RemoveCertificateModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCertificateModels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCertificateModels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveCertificateModelsMutation, RemoveCertificateModelsMutationVariables>;
export const MemberCertificatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberCertificatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCertificateFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberCertificates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCertificateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCertificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"modelId"}},{"kind":"Field","name":{"kind":"Name","value":"modelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokeReason"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<MemberCertificatePageQuery, MemberCertificatePageQueryVariables>;
export const MemberCertificatePrintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberCertificatePrint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCertificateFields"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"align"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCertificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"modelId"}},{"kind":"Field","name":{"kind":"Name","value":"modelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokeReason"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<MemberCertificatePrintQuery, MemberCertificatePrintQueryVariables>;
export const MyMemberCertificatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMemberCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMemberCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCertificateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCertificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"modelId"}},{"kind":"Field","name":{"kind":"Name","value":"modelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokeReason"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<MyMemberCertificatesQuery, MyMemberCertificatesQueryVariables>;
export const VerifyMemberCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyMemberCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyMemberCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevelName"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"revokedOn"}}]}}]}}]} as unknown as DocumentNode<VerifyMemberCertificateQuery, VerifyMemberCertificateQueryVariables>;
export const GenerateMemberCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateMemberCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateCertificateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateMemberCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCertificateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCertificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"modelId"}},{"kind":"Field","name":{"kind":"Name","value":"modelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokeReason"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<GenerateMemberCertificateMutation, GenerateMemberCertificateMutationVariables>;
export const GenerateAllMemberCertificatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateAllMemberCertificates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateAllCertificatesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateAllMemberCertificates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]} as unknown as DocumentNode<GenerateAllMemberCertificatesMutation, GenerateAllMemberCertificatesMutationVariables>;
export const RevokeMemberCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeMemberCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeCertificateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeMemberCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberCertificateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberCertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCertificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"modelId"}},{"kind":"Field","name":{"kind":"Name","value":"modelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokeReason"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<RevokeMemberCertificateMutation, RevokeMemberCertificateMutationVariables>;
export const MemberDirectoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDirectory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DirectoryFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberDirectory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevelName"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"postNames"}},{"kind":"Field","name":{"kind":"Name","value":"joinYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}}]} as unknown as DocumentNode<MemberDirectoryQuery, MemberDirectoryQueryVariables>;
export const MemberStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"byRegion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsBucketFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsBucketFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byQualification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsBucketFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byDuesStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsBucketFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byJoinYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsBucketFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsBucketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatisticsBucket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<MemberStatisticsQuery, MemberStatisticsQueryVariables>;
export const MemberDirectoryLevelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDirectoryLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberDirectoryLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<MemberDirectoryLevelsQuery, MemberDirectoryLevelsQueryVariables>;
export const NoticePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"releaseTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<NoticePageQuery, NoticePageQueryVariables>;
export const NoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"releaseTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<NoticeQuery, NoticeQueryVariables>;
export const SubmitNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"releaseTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitNoticeMutation, SubmitNoticeMutationVariables>;
export const RemoveNoticesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveNotices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeNotices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveNoticesMutation, RemoveNoticesMutationVariables>;
export const PublishNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticeIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"releaseTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<PublishNoticeMutation, PublishNoticeMutationVariables>;
export const NoticeReadersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticeReaders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticeReaders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"readTime"}}]}}]}}]} as unknown as DocumentNode<NoticeReadersQuery, NoticeReadersQueryVariables>;
export const DuesStandardPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DuesStandardPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DuesStandardFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duesStandards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuesStandardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesStandardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuesStandard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]} as unknown as DocumentNode<DuesStandardPageQuery, DuesStandardPageQueryVariables>;
export const SubmitDuesStandardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitDuesStandard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DuesStandardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitDuesStandard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuesStandardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesStandardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuesStandard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]} as unknown as DocumentNode<SubmitDuesStandardMutation, SubmitDuesStandardMutationVariables>;
export const RemoveDuesStandardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDuesStandards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDuesStandards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveDuesStandardsMutation, RemoveDuesStandardsMutationVariables>;
export const DuesPeriodPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DuesPeriodPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DuesPeriodFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duesPeriods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuesPeriodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuesPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"paidTime"}}]}}]} as unknown as DocumentNode<DuesPeriodPageQuery, DuesPeriodPageQueryVariables>;
export const GenerateDuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateDues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateDuesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateDues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<GenerateDuesMutation, GenerateDuesMutationVariables>;
export const MyDuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"duesStatus"}},{"kind":"Field","name":{"kind":"Name","value":"arrears"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inArrears"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldError"}}]}}]}}]}}]} as unknown as DocumentNode<MyDuesQuery, MyDuesQueryVariables>;
export const PaymentProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"online"}}]}}]}}]} as unknown as DocumentNode<PaymentProvidersQuery, PaymentProvidersQueryVariables>;
export const PaymentOrderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentOrderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOrderFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"periodId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payerNote"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"transferAmount"}},{"kind":"Field","name":{"kind":"Name","value":"transferDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"paidTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<PaymentOrderPageQuery, PaymentOrderPageQueryVariables>;
export const CreatePaymentOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePaymentOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payUrl"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"periodId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payerNote"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"transferAmount"}},{"kind":"Field","name":{"kind":"Name","value":"transferDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"paidTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<CreatePaymentOrderMutation, CreatePaymentOrderMutationVariables>;
export const ConfirmPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReceiptFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceiptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Receipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNo"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"issueTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"printCount"}},{"kind":"Field","name":{"kind":"Name","value":"reprintCount"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"voidUserName"}},{"kind":"Field","name":{"kind":"Name","value":"voidTime"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]} as unknown as DocumentNode<ConfirmPaymentMutation, ConfirmPaymentMutationVariables>;
export const SandboxPaymentCallbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SandboxPaymentCallback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SandboxCallbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sandboxPaymentCallback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReceiptFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceiptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Receipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNo"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"issueTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"printCount"}},{"kind":"Field","name":{"kind":"Name","value":"reprintCount"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"voidUserName"}},{"kind":"Field","name":{"kind":"Name","value":"voidTime"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]} as unknown as DocumentNode<SandboxPaymentCallbackMutation, SandboxPaymentCallbackMutationVariables>;
export const ReceiptPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReceiptPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiptFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReceiptFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceiptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Receipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNo"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"issueTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"printCount"}},{"kind":"Field","name":{"kind":"Name","value":"reprintCount"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"voidUserName"}},{"kind":"Field","name":{"kind":"Name","value":"voidTime"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]} as unknown as DocumentNode<ReceiptPageQuery, ReceiptPageQueryVariables>;
export const VoidReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VoidReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoidReceiptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReceiptFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReceiptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Receipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNo"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"issueTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"printCount"}},{"kind":"Field","name":{"kind":"Name","value":"reprintCount"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"voidUserName"}},{"kind":"Field","name":{"kind":"Name","value":"voidTime"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]} as unknown as DocumentNode<VoidReceiptMutation, VoidReceiptMutationVariables>;
export const InvoiceAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvoiceAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceAccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<InvoiceAccessMutation, InvoiceAccessMutationVariables>;
export const InvoicePortalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicePortal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceUnits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceUnitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoicePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"periodId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payerNote"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"transferAmount"}},{"kind":"Field","name":{"kind":"Name","value":"transferDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"paidTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<InvoicePortalQuery, InvoicePortalQueryVariables>;
export const SubmitInvoiceUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitInvoiceUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceUnitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitInvoiceUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceUnitFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]} as unknown as DocumentNode<SubmitInvoiceUnitMutation, SubmitInvoiceUnitMutationVariables>;
export const RemoveInvoiceUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveInvoiceUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeInvoiceUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveInvoiceUnitMutation, RemoveInvoiceUnitMutationVariables>;
export const RequestInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<RequestInvoiceMutation, RequestInvoiceMutationVariables>;
export const InvoiceReconciliationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceReconciliation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceReconciliationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceReconciliation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiptNo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"periodId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payerNote"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"transferAmount"}},{"kind":"Field","name":{"kind":"Name","value":"transferDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"paidTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<InvoiceReconciliationQuery, InvoiceReconciliationQueryVariables>;
export const IssueInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IssueInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"taxNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<IssueInvoiceMutation, IssueInvoiceMutationVariables>;
export const TransferAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<TransferAccountQuery, TransferAccountQueryVariables>;
export const DuesReminderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DuesReminderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DuesReminderFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duesReminders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DuesReminderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DuesReminderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuesReminder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"daysOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<DuesReminderPageQuery, DuesReminderPageQueryVariables>;
export const DuesReminderStepsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DuesReminderSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duesReminderSteps"}}]}}]} as unknown as DocumentNode<DuesReminderStepsQuery, DuesReminderStepsQueryVariables>;
export const SetDuesReminderStepsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDuesReminderSteps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DuesReminderStepsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDuesReminderSteps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SetDuesReminderStepsMutation, SetDuesReminderStepsMutationVariables>;
export const RunDuesRemindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunDuesReminders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runDuesReminders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminded"}}]}}]}}]} as unknown as DocumentNode<RunDuesRemindersMutation, RunDuesRemindersMutationVariables>;
export const VerifyReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNo"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"periodYear"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"voidedOn"}}]}}]}}]} as unknown as DocumentNode<VerifyReceiptQuery, VerifyReceiptQueryVariables>;
export const EventPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"releaseTime"}}]}}]} as unknown as DocumentNode<EventPageQuery, EventPageQueryVariables>;
export const SubmitEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"releaseTime"}}]}}]} as unknown as DocumentNode<SubmitEventMutation, SubmitEventMutationVariables>;
export const ReleaseEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"releaseTime"}}]}}]} as unknown as DocumentNode<ReleaseEventMutation, ReleaseEventMutationVariables>;
export const CancelEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"releaseTime"}}]}}]} as unknown as DocumentNode<CancelEventMutation, CancelEventMutationVariables>;
export const RemoveEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<RemoveEventsMutation, RemoveEventsMutationVariables>;
export const EventRegistrationPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventRegistrationPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventRegistrationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventRegistrationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"signInNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"hotel"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"sharingWith"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<EventRegistrationPageQuery, EventRegistrationPageQueryVariables>;
export const EventCustomOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventCustomOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventCustomOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<EventCustomOptionsQuery, EventCustomOptionsQueryVariables>;
export const UpdateEventAccommodationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEventAccommodation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccommodationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEventAccommodation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventRegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"signInNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"hotel"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"sharingWith"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<UpdateEventAccommodationMutation, UpdateEventAccommodationMutationVariables>;
export const CheckInEventRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckInEventRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInEventRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventRegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"signInNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"hotel"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"sharingWith"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<CheckInEventRegistrationMutation, CheckInEventRegistrationMutationVariables>;
export const EventCheckInStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventCheckInStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventCheckInStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}}]}}]}}]} as unknown as DocumentNode<EventCheckInStatsQuery, EventCheckInStatsQueryVariables>;
export const PublicEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<PublicEventQuery, PublicEventQueryVariables>;
export const RegisterForEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterForEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerForEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"signInNumber"}}]}}]}}]} as unknown as DocumentNode<RegisterForEventMutation, RegisterForEventMutationVariables>;
export const SiteInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<SiteInfoQuery, SiteInfoQueryVariables>;
export const EventStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventStatistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"checkedIn"}}]}}]}}]} as unknown as DocumentNode<EventStatisticsQuery, EventStatisticsQueryVariables>;
export const ExpertAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExpertAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertAccountFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExpertAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpertAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"resume"}},{"kind":"Field","name":{"kind":"Name","value":"cardCode"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ExpertAccountsQuery, ExpertAccountsQueryVariables>;
export const ExpertAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExpertAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExpertAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpertAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"resume"}},{"kind":"Field","name":{"kind":"Name","value":"cardCode"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ExpertAccountQuery, ExpertAccountQueryVariables>;
export const MyExpertApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyExpertApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myExpertApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExpertAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpertAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"resume"}},{"kind":"Field","name":{"kind":"Name","value":"cardCode"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<MyExpertApplicationQuery, MyExpertApplicationQueryVariables>;
export const SubmitExpertAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitExpertAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitExpertAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExpertAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpertAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"resume"}},{"kind":"Field","name":{"kind":"Name","value":"cardCode"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitExpertAccountMutation, SubmitExpertAccountMutationVariables>;
export const RemoveExpertAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveExpertAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeExpertAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveExpertAccountsMutation, RemoveExpertAccountsMutationVariables>;
export const IssueExpertCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IssueExpertCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueExpertCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExpertAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExpertAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"resume"}},{"kind":"Field","name":{"kind":"Name","value":"cardCode"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<IssueExpertCardMutation, IssueExpertCardMutationVariables>;
export const ExpertSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExpertSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertSearchFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"disciplineName"}},{"kind":"Field","name":{"kind":"Name","value":"cardCode"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}}]} as unknown as DocumentNode<ExpertSearchQuery, ExpertSearchQueryVariables>;
export const FlowModelPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowModelPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FlowModelFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowModels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowModelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}},{"kind":"Field","name":{"kind":"Name","value":"approvers"}},{"kind":"Field","name":{"kind":"Name","value":"buttonApproval"}},{"kind":"Field","name":{"kind":"Name","value":"buttonApprovalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonReject"}},{"kind":"Field","name":{"kind":"Name","value":"buttonRejectTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonCancel"}},{"kind":"Field","name":{"kind":"Name","value":"buttonCancelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonReset"}},{"kind":"Field","name":{"kind":"Name","value":"buttonResetTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowModelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modelKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowStepFields"}}]}}]}}]} as unknown as DocumentNode<FlowModelPageQuery, FlowModelPageQueryVariables>;
export const FlowModelVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowModelVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"modelKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowModelVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"modelKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"modelKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowModelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}},{"kind":"Field","name":{"kind":"Name","value":"approvers"}},{"kind":"Field","name":{"kind":"Name","value":"buttonApproval"}},{"kind":"Field","name":{"kind":"Name","value":"buttonApprovalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonReject"}},{"kind":"Field","name":{"kind":"Name","value":"buttonRejectTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonCancel"}},{"kind":"Field","name":{"kind":"Name","value":"buttonCancelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonReset"}},{"kind":"Field","name":{"kind":"Name","value":"buttonResetTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowModelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modelKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowStepFields"}}]}}]}}]} as unknown as DocumentNode<FlowModelVersionsQuery, FlowModelVersionsQueryVariables>;
export const FlowBusinessTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowBusinessTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowBusinessTypes"}}]}}]} as unknown as DocumentNode<FlowBusinessTypesQuery, FlowBusinessTypesQueryVariables>;
export const SaveFlowModelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFlowModel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlowModelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFlowModel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowModelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}},{"kind":"Field","name":{"kind":"Name","value":"approvers"}},{"kind":"Field","name":{"kind":"Name","value":"buttonApproval"}},{"kind":"Field","name":{"kind":"Name","value":"buttonApprovalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonReject"}},{"kind":"Field","name":{"kind":"Name","value":"buttonRejectTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonCancel"}},{"kind":"Field","name":{"kind":"Name","value":"buttonCancelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonReset"}},{"kind":"Field","name":{"kind":"Name","value":"buttonResetTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowModelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modelKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowStepFields"}}]}}]}}]} as unknown as DocumentNode<SaveFlowModelMutation, SaveFlowModelMutationVariables>;
export const SetFlowModelStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFlowModelStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlowModelStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFlowModelStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowModelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}},{"kind":"Field","name":{"kind":"Name","value":"approvers"}},{"kind":"Field","name":{"kind":"Name","value":"buttonApproval"}},{"kind":"Field","name":{"kind":"Name","value":"buttonApprovalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonReject"}},{"kind":"Field","name":{"kind":"Name","value":"buttonRejectTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonCancel"}},{"kind":"Field","name":{"kind":"Name","value":"buttonCancelTitle"}},{"kind":"Field","name":{"kind":"Name","value":"buttonReset"}},{"kind":"Field","name":{"kind":"Name","value":"buttonResetTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowModelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modelKey"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowStepFields"}}]}}]}}]} as unknown as DocumentNode<SetFlowModelStatusMutation, SetFlowModelStatusMutationVariables>;
export const FlowFollowUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowFollowUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FlowTaskFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowFollowUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowInstanceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"businessTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"detailPath"}},{"kind":"Field","name":{"kind":"Name","value":"handlePath"}},{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepIndex"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}}]}}]} as unknown as DocumentNode<FlowFollowUpQuery, FlowFollowUpQueryVariables>;
export const FlowInstanceRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowInstanceRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flowInstance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowInstanceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"approvalConfigTitle"}},{"kind":"Field","name":{"kind":"Name","value":"approvalOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"approvalStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createByName"}},{"kind":"Field","name":{"kind":"Name","value":"createDateTime"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"businessTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"detailPath"}},{"kind":"Field","name":{"kind":"Name","value":"handlePath"}},{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepIndex"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}}]}}]} as unknown as DocumentNode<FlowInstanceRecordQuery, FlowInstanceRecordQueryVariables>;
export const TerminateFlowInstanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TerminateFlowInstance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlowTerminateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terminateFlowInstance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowInstanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowInstanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlowInstance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"businessTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"detailPath"}},{"kind":"Field","name":{"kind":"Name","value":"handlePath"}},{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stepIndex"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"modelVersion"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"approverKind"}}]}}]} as unknown as DocumentNode<TerminateFlowInstanceMutation, TerminateFlowInstanceMutationVariables>;
export const FlowApproverUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowApproverUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<FlowApproverUsersQuery, FlowApproverUsersQueryVariables>;
export const FlowApproverRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowApproverRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleAlias"}}]}}]}}]} as unknown as DocumentNode<FlowApproverRolesQuery, FlowApproverRolesQueryVariables>;
export const FlowApproverDeptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlowApproverDepts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deptTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}}]}}]}}]} as unknown as DocumentNode<FlowApproverDeptsQuery, FlowApproverDeptsQueryVariables>;
export const MyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"awardName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"referee"}}]}}]} as unknown as DocumentNode<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"awardName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"referee"}}]}}]} as unknown as DocumentNode<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"deptId"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"tokenType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MyNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyNotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationPreferenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<MyNotificationPreferencesQuery, MyNotificationPreferencesQueryVariables>;
export const SaveNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNotificationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationPreferenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<SaveNotificationPreferencesMutation, SaveNotificationPreferencesMutationVariables>;
export const MyPersonalAccessTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPersonalAccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalAccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonalAccessTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalAccessTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalAccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"codes"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<MyPersonalAccessTokensQuery, MyPersonalAccessTokensQueryVariables>;
export const CreatePersonalAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePersonalAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonalAccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPersonalAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonalAccessTokenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalAccessTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalAccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"codes"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<CreatePersonalAccessTokenMutation, CreatePersonalAccessTokenMutationVariables>;
export const RevokePersonalAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokePersonalAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokePersonalAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokePersonalAccessTokenMutation, RevokePersonalAccessTokenMutationVariables>;
export const LegacyImportRunPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegacyImportRunPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyImportRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"mappingFile"}},{"kind":"Field","name":{"kind":"Name","value":"readCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unchangedCount"}},{"kind":"Field","name":{"kind":"Name","value":"refusedCount"}},{"kind":"Field","name":{"kind":"Name","value":"rowsPerSecond"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"refused"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}}]} as unknown as DocumentNode<LegacyImportRunPageQuery, LegacyImportRunPageQueryVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const MemberUnitPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberUnitPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberUnitFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberUnits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberUnitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<MemberUnitPageQuery, MemberUnitPageQueryVariables>;
export const MemberUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberUnitFields"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberPersonFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"idCard"}}]}}]} as unknown as DocumentNode<MemberUnitQuery, MemberUnitQueryVariables>;
export const MyMemberUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMemberUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMemberUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberUnitFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<MyMemberUnitQuery, MyMemberUnitQueryVariables>;
export const SubmitMemberUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitMemberUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberUnitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitMemberUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberUnitFields"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberPersonFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"idCard"}}]}}]} as unknown as DocumentNode<SubmitMemberUnitMutation, SubmitMemberUnitMutationVariables>;
export const RemoveMemberUnitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMemberUnits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMemberUnits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveMemberUnitsMutation, RemoveMemberUnitsMutationVariables>;
export const EntryApplicationPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntryApplicationPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EntryApplicationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryApplicationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<EntryApplicationPageQuery, EntryApplicationPageQueryVariables>;
export const EntryApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntryApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<EntryApplicationQuery, EntryApplicationQueryVariables>;
export const MyEntryApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEntryApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEntryApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<MyEntryApplicationQuery, MyEntryApplicationQueryVariables>;
export const SubmitEntryApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitEntryApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntryApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitEntryApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntryApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"memberUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]} as unknown as DocumentNode<SubmitEntryApplicationMutation, SubmitEntryApplicationMutationVariables>;
export const MemberChangePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberChangePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberChangeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberChangeRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberChangeValuesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberChangeValues"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberChangeRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"appliedTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeValuesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeValuesFields"}}]}}]}}]} as unknown as DocumentNode<MemberChangePageQuery, MemberChangePageQueryVariables>;
export const MemberChangeRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberChangeRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberChangeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberChangeValuesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberChangeValues"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberChangeRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"appliedTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeValuesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeValuesFields"}}]}}]}}]} as unknown as DocumentNode<MemberChangeRequestQuery, MemberChangeRequestQueryVariables>;
export const MyOpenMemberChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOpenMemberChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOpenMemberChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberChangeValuesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberChangeValues"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberChangeRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"appliedTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeValuesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeValuesFields"}}]}}]}}]} as unknown as DocumentNode<MyOpenMemberChangeQuery, MyOpenMemberChangeQueryVariables>;
export const SubmitMemberChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitMemberChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitMemberChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberChangeValuesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberChangeValues"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberChangeRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"appliedTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeValuesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeValuesFields"}}]}}]}}]} as unknown as DocumentNode<SubmitMemberChangeMutation, SubmitMemberChangeMutationVariables>;
export const MemberUnitHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberUnitHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberUnitHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"changeRequestId"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberChangeValuesFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberChangeValuesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberChangeValues"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}}]}}]} as unknown as DocumentNode<MemberUnitHistoryQuery, MemberUnitHistoryQueryVariables>;
export const MyMemberUnitDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMemberUnitDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMemberUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberUnitFields"}},{"kind":"Field","name":{"kind":"Name","value":"people"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberPersonFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberUnitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberUnit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"regionCode"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"qualifications"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"idCard"}}]}}]} as unknown as DocumentNode<MyMemberUnitDetailQuery, MyMemberUnitDetailQueryVariables>;
export const MemberApplicationPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberApplicationPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberApplicationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}}]} as unknown as DocumentNode<MemberApplicationPageQuery, MemberApplicationPageQueryVariables>;
export const MemberFeedbackPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberFeedbackPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFeedbackFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberFeedbacks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFeedbackFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFeedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]} as unknown as DocumentNode<MemberFeedbackPageQuery, MemberFeedbackPageQueryVariables>;
export const SendMemberFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMemberFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMemberFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFeedbackFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFeedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]} as unknown as DocumentNode<SendMemberFeedbackMutation, SendMemberFeedbackMutationVariables>;
export const ReplyMemberFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyMemberFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyMemberFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFeedbackFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFeedbackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFeedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]} as unknown as DocumentNode<ReplyMemberFeedbackMutation, ReplyMemberFeedbackMutationVariables>;
export const MobileMeetingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileMeetings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myEventRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyRegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyEventRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"signInNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"hotel"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"sharingWith"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MobileMeetingsQuery, MobileMeetingsQueryVariables>;
export const MobileMeetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileMeeting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myEventRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyRegistrationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyEventRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"post"}},{"kind":"Field","name":{"kind":"Name","value":"signInNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"hotel"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"checkInDate"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutDate"}},{"kind":"Field","name":{"kind":"Name","value":"sharingWith"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MobileMeetingQuery, MobileMeetingQueryVariables>;
export const MobileInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myMemberUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"legalRepresentative"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MobileInfoQuery, MobileInfoQueryVariables>;
export const MobilePaymentOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobilePaymentOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"periodId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payerNote"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"transferAmount"}},{"kind":"Field","name":{"kind":"Name","value":"transferDate"}},{"kind":"Field","name":{"kind":"Name","value":"voucher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"paidTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<MobilePaymentOrderQuery, MobilePaymentOrderQueryVariables>;
export const MobileExpertCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileExpertCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyExpertCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cardCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"cardCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"disciplineName"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}}]}}]}}]} as unknown as DocumentNode<MobileExpertCardQuery, MobileExpertCardQueryVariables>;
export const MobileFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"byRegion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsBucketFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StatisticsBucketFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"associationFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"paidCount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidCount"}},{"kind":"Field","name":{"kind":"Name","value":"unpaidAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardLabel"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upcomingEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StatisticsBucketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatisticsBucket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<MobileFiguresQuery, MobileFiguresQueryVariables>;
export const WeixinBindConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WeixinBindConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weixinBindConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"authorizeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"smsEnabled"}}]}}]}}]} as unknown as DocumentNode<WeixinBindConfigQuery, WeixinBindConfigQueryVariables>;
export const MyWeixinBindingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWeixinBinding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWeixinBinding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]} as unknown as DocumentNode<MyWeixinBindingQuery, MyWeixinBindingQueryVariables>;
export const UnbindMyWeixinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnbindMyWeixin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbindMyWeixin"}}]}}]} as unknown as DocumentNode<UnbindMyWeixinMutation, UnbindMyWeixinMutationVariables>;
export const UsualLogPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsualLogPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsualLogFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usualLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsualLogFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsualLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsualLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"logLevel"}},{"kind":"Field","name":{"kind":"Name","value":"logData"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"requestUri"}},{"kind":"Field","name":{"kind":"Name","value":"createBy"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<UsualLogPageQuery, UsualLogPageQueryVariables>;
export const UsualLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsualLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usualLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsualLogFields"}},{"kind":"Field","name":{"kind":"Name","value":"serverHost"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"remoteIp"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsualLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsualLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"logId"}},{"kind":"Field","name":{"kind":"Name","value":"logLevel"}},{"kind":"Field","name":{"kind":"Name","value":"logData"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"requestUri"}},{"kind":"Field","name":{"kind":"Name","value":"createBy"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<UsualLogQuery, UsualLogQueryVariables>;
export const ApiLogPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiLogPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiLogFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiLogFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"requestUri"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"createBy"}},{"kind":"Field","name":{"kind":"Name","value":"remoteIp"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<ApiLogPageQuery, ApiLogPageQueryVariables>;
export const ApiLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiLogFields"}},{"kind":"Field","name":{"kind":"Name","value":"serverHost"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"requestUri"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"createBy"}},{"kind":"Field","name":{"kind":"Name","value":"remoteIp"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<ApiLogQuery, ApiLogQueryVariables>;
export const ErrorLogPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrorLogPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorLogFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorLogFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<ErrorLogPageQuery, ErrorLogPageQueryVariables>;
export const ErrorLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrorLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorLogFields"}},{"kind":"Field","name":{"kind":"Name","value":"stack"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"clientTime"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"serverHost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorLogFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorLog"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<ErrorLogQuery, ErrorLogQueryVariables>;
export const OaApplicationPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OaApplicationPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OaApplicationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oaApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OaApplicationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OaApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OaApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantDeptName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<OaApplicationPageQuery, OaApplicationPageQueryVariables>;
export const OaApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OaApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oaApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OaApplicationFields"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"approverIds"}},{"kind":"Field","name":{"kind":"Name","value":"ccUserIds"}},{"kind":"Field","name":{"kind":"Name","value":"flowInstanceId"}},{"kind":"Field","name":{"kind":"Name","value":"correctableRecordId"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"attachId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OaPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ccPersonnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OaPersonFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OaApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OaApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantDeptName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OaPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OaPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}}]}}]} as unknown as DocumentNode<OaApplicationQuery, OaApplicationQueryVariables>;
export const OaPickersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OaPickers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oaApprovers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OaPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oaAssociationPersonnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OaPersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OaPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OaPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}}]}}]} as unknown as DocumentNode<OaPickersQuery, OaPickersQueryVariables>;
export const SubmitOaApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitOaApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OaApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitOaApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OaApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OaApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OaApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantDeptName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<SubmitOaApplicationMutation, SubmitOaApplicationMutationVariables>;
export const RemoveOaApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveOaApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeOaApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveOaApplicationsMutation, RemoveOaApplicationsMutationVariables>;
export const GenerateOaReferenceNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateOaReferenceNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OaReferenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateOaReferenceNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}}]}}]}}]} as unknown as DocumentNode<GenerateOaReferenceNumberMutation, GenerateOaReferenceNumberMutationVariables>;
export const UpdateOaApprovalRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOaApprovalRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OaApprovalRecordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOaApprovalRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"approvalOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"originalOpinion"}},{"kind":"Field","name":{"kind":"Name","value":"editTime"}}]}}]}}]} as unknown as DocumentNode<UpdateOaApprovalRecordMutation, UpdateOaApprovalRecordMutationVariables>;
export const PortalHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMemberUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creditCode"}},{"kind":"Field","name":{"kind":"Name","value":"memberLevel"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactMobile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myEntryApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myExpertApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"cardCode"}},{"kind":"Field","name":{"kind":"Name","value":"expirationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myNotices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"releaseTime"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]}}]} as unknown as DocumentNode<PortalHomeQuery, PortalHomeQueryVariables>;
export const ReportFilePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportFilePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFileFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportFileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ReportFilePageQuery, ReportFilePageQueryVariables>;
export const ReportFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ReportFileQuery, ReportFileQueryVariables>;
export const ReportFileDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportFileData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportFileData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"series"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"totalRow"}}]}}]}}]} as unknown as DocumentNode<ReportFileDataQuery, ReportFileDataQueryVariables>;
export const SubmitReportFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitReportFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReportFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitReportFileMutation, SubmitReportFileMutationVariables>;
export const RemoveReportFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveReportFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeReportFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveReportFilesMutation, RemoveReportFilesMutationVariables>;
export const AttachPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttachPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attach"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"extension"}},{"kind":"Field","name":{"kind":"Name","value":"attachSize"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AttachPageQuery, AttachPageQueryVariables>;
export const AttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Attachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attach"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"extension"}},{"kind":"Field","name":{"kind":"Name","value":"attachSize"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AttachmentQuery, AttachmentQueryVariables>;
export const SubmitAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttachFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttachFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attach"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"extension"}},{"kind":"Field","name":{"kind":"Name","value":"attachSize"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitAttachmentMutation, SubmitAttachmentMutationVariables>;
export const RemoveAttachmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAttachments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAttachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveAttachmentsMutation, RemoveAttachmentsMutationVariables>;
export const OssConfigPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OssConfigPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OssConfigFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ossConfigs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OssConfigFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OssConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OssConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"ossCode"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"bucketName"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKeyMasked"}},{"kind":"Field","name":{"kind":"Name","value":"pathStyle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<OssConfigPageQuery, OssConfigPageQueryVariables>;
export const OssConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OssConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ossConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OssConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OssConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OssConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"ossCode"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"bucketName"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKeyMasked"}},{"kind":"Field","name":{"kind":"Name","value":"pathStyle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<OssConfigQuery, OssConfigQueryVariables>;
export const SubmitOssConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitOssConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OssConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitOssConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OssConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OssConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OssConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"ossCode"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"bucketName"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKeyMasked"}},{"kind":"Field","name":{"kind":"Name","value":"pathStyle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitOssConfigMutation, SubmitOssConfigMutationVariables>;
export const RemoveOssConfigsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveOssConfigs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeOssConfigs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveOssConfigsMutation, RemoveOssConfigsMutationVariables>;
export const EnableOssConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableOssConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableOssConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OssConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OssConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OssConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"ossCode"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"bucketName"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKeyMasked"}},{"kind":"Field","name":{"kind":"Name","value":"pathStyle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<EnableOssConfigMutation, EnableOssConfigMutationVariables>;
export const SmsConfigPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsConfigPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsConfigFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsConfigs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmsConfigFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmsConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"smsCode"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKeyMasked"}},{"kind":"Field","name":{"kind":"Name","value":"signName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SmsConfigPageQuery, SmsConfigPageQueryVariables>;
export const SmsConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmsConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmsConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"smsCode"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKeyMasked"}},{"kind":"Field","name":{"kind":"Name","value":"signName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SmsConfigQuery, SmsConfigQueryVariables>;
export const SubmitSmsConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitSmsConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitSmsConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmsConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmsConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"smsCode"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKeyMasked"}},{"kind":"Field","name":{"kind":"Name","value":"signName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitSmsConfigMutation, SubmitSmsConfigMutationVariables>;
export const RemoveSmsConfigsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSmsConfigs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSmsConfigs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveSmsConfigsMutation, RemoveSmsConfigsMutationVariables>;
export const EnableSmsConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableSmsConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableSmsConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SmsConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SmsConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SmsConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"smsCode"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKeyMasked"}},{"kind":"Field","name":{"kind":"Name","value":"signName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<EnableSmsConfigMutation, EnableSmsConfigMutationVariables>;
export const SendTestSmsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestSms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendSmsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestSms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<SendTestSmsMutation, SendTestSmsMutationVariables>;
export const ReviewSheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewSheets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSheetFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewSheets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewSheetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"commentRequired"}}]}}]}}]} as unknown as DocumentNode<ReviewSheetsQuery, ReviewSheetsQueryVariables>;
export const ReviewSheetByKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewSheetByKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewSheetByKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewSheetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"commentRequired"}}]}}]}}]} as unknown as DocumentNode<ReviewSheetByKeyQuery, ReviewSheetByKeyQueryVariables>;
export const SaveReviewSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveReviewSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSheetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReviewSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewSheetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"commentRequired"}}]}}]}}]} as unknown as DocumentNode<SaveReviewSheetMutation, SaveReviewSheetMutationVariables>;
export const RemoveReviewSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveReviewSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeReviewSheet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveReviewSheetMutation, RemoveReviewSheetMutationVariables>;
export const MyReviewTasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReviewTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReviewTasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewScoreFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sheets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewSheetFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myReviewProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalRaw"}},{"kind":"Field","name":{"kind":"Name","value":"totalWeighted"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"unlockTime"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSheetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSheet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"awardType"}},{"kind":"Field","name":{"kind":"Name","value":"awardTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"commentRequired"}}]}}]}}]} as unknown as DocumentNode<MyReviewTasksQuery, MyReviewTasksQueryVariables>;
export const SaveReviewScoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveReviewScore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewScoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReviewScore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewScoreFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalRaw"}},{"kind":"Field","name":{"kind":"Name","value":"totalWeighted"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"unlockTime"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<SaveReviewScoreMutation, SaveReviewScoreMutationVariables>;
export const SubmitReviewScoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitReviewScore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewScoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReviewScore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewScoreFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalRaw"}},{"kind":"Field","name":{"kind":"Name","value":"totalWeighted"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"unlockTime"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<SubmitReviewScoreMutation, SubmitReviewScoreMutationVariables>;
export const UnlockReviewScoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlockReviewScore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlockReviewScore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewScoreFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalRaw"}},{"kind":"Field","name":{"kind":"Name","value":"totalWeighted"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"unlockTime"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<UnlockReviewScoreMutation, UnlockReviewScoreMutationVariables>;
export const ReviewRankingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewRanking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewRanking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programmeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"rawMean"}},{"kind":"Field","name":{"kind":"Name","value":"normalizedMean"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"normalizedRank"}}]}}]}}]} as unknown as DocumentNode<ReviewRankingQuery, ReviewRankingQueryVariables>;
export const ReviewScoresOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewScoresOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewScores"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewScoreFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalRaw"}},{"kind":"Field","name":{"kind":"Name","value":"totalWeighted"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"unlockTime"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<ReviewScoresOfQuery, ReviewScoresOfQueryVariables>;
export const ReviewExpertStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewExpertStatistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewExpertStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programmeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"discipline"}},{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"meanTotal"}}]}}]}}]} as unknown as DocumentNode<ReviewExpertStatisticsQuery, ReviewExpertStatisticsQueryVariables>;
export const ReviewDeclareStatisticDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewDeclareStatistic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewDeclareStatistic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programmeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"byProgramme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byRegion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewDeclareStatisticQuery, ReviewDeclareStatisticQueryVariables>;
export const ReviewSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programmeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSummaryRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"experts"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"rawMean"}},{"kind":"Field","name":{"kind":"Name","value":"normalizedMean"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]} as unknown as DocumentNode<ReviewSummaryQuery, ReviewSummaryQueryVariables>;
export const ReviewEvaluationOpinionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewEvaluationOpinion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewEvaluationOpinion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ranked"}},{"kind":"Field","name":{"kind":"Name","value":"row"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewScoreFields"}},{"kind":"Field","name":{"kind":"Name","value":"sheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSummaryRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"programmeId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"experts"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"rawMean"}},{"kind":"Field","name":{"kind":"Name","value":"normalizedMean"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"expertId"}},{"kind":"Field","name":{"kind":"Name","value":"expertName"}},{"kind":"Field","name":{"kind":"Name","value":"sheetId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalRaw"}},{"kind":"Field","name":{"kind":"Name","value":"totalWeighted"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"unlockTime"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<ReviewEvaluationOpinionQuery, ReviewEvaluationOpinionQueryVariables>;
export const ReviewHouseVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewHouseVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewHouseVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programmeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programmeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"unitName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"entityMean"}},{"kind":"Field","name":{"kind":"Name","value":"archiveMean"}}]}}]}}]} as unknown as DocumentNode<ReviewHouseVerificationQuery, ReviewHouseVerificationQueryVariables>;
export const OauthClientPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OauthClientPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oauthClients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OauthClientFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OauthClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"grantTypes"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenValidity"}},{"kind":"Field","name":{"kind":"Name","value":"refreshTokenValidity"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCodes"}},{"kind":"Field","name":{"kind":"Name","value":"apiScopeIds"}},{"kind":"Field","name":{"kind":"Name","value":"rateLimitPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<OauthClientPageQuery, OauthClientPageQueryVariables>;
export const OauthClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OauthClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oauthClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OauthClientFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OauthClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"grantTypes"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenValidity"}},{"kind":"Field","name":{"kind":"Name","value":"refreshTokenValidity"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCodes"}},{"kind":"Field","name":{"kind":"Name","value":"apiScopeIds"}},{"kind":"Field","name":{"kind":"Name","value":"rateLimitPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<OauthClientQuery, OauthClientQueryVariables>;
export const SubmitOauthClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitOauthClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitOauthClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OauthClientFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OauthClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"grantTypes"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenValidity"}},{"kind":"Field","name":{"kind":"Name","value":"refreshTokenValidity"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCodes"}},{"kind":"Field","name":{"kind":"Name","value":"apiScopeIds"}},{"kind":"Field","name":{"kind":"Name","value":"rateLimitPerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitOauthClientMutation, SubmitOauthClientMutationVariables>;
export const RemoveOauthClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveOauthClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeOauthClients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveOauthClientsMutation, RemoveOauthClientsMutationVariables>;
export const DeptTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeptTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deptTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeptFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dept"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<DeptTreeQuery, DeptTreeQueryVariables>;
export const DeptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dept"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeptFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dept"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<DeptQuery, DeptQueryVariables>;
export const SubmitDeptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitDept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitDept"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeptFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dept"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitDeptMutation, SubmitDeptMutationVariables>;
export const RemoveDeptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDepts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDepts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveDeptsMutation, RemoveDeptsMutationVariables>;
export const DictPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DictPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DictFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dicts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DictFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dictKey"}},{"kind":"Field","name":{"kind":"Name","value":"dictValue"}},{"kind":"Field","name":{"kind":"Name","value":"dictValueEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isSealed"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<DictPageQuery, DictPageQueryVariables>;
export const DictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DictFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dictKey"}},{"kind":"Field","name":{"kind":"Name","value":"dictValue"}},{"kind":"Field","name":{"kind":"Name","value":"dictValueEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isSealed"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<DictQuery, DictQueryVariables>;
export const SubmitDictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitDict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DictInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitDict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DictFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dictKey"}},{"kind":"Field","name":{"kind":"Name","value":"dictValue"}},{"kind":"Field","name":{"kind":"Name","value":"dictValueEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isSealed"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitDictMutation, SubmitDictMutationVariables>;
export const RemoveDictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDicts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDicts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveDictsMutation, RemoveDictsMutationVariables>;
export const SealDictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SealDict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SealDictInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sealDict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DictFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dictKey"}},{"kind":"Field","name":{"kind":"Name","value":"dictValue"}},{"kind":"Field","name":{"kind":"Name","value":"dictValueEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isSealed"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SealDictMutation, SealDictMutationVariables>;
export const BizDictPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BizDictPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DictFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bizDicts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BizDictFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BizDictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DictBiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dictKey"}},{"kind":"Field","name":{"kind":"Name","value":"dictValue"}},{"kind":"Field","name":{"kind":"Name","value":"dictValueEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isSealed"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<BizDictPageQuery, BizDictPageQueryVariables>;
export const BizDictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BizDict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bizDict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BizDictFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BizDictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DictBiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dictKey"}},{"kind":"Field","name":{"kind":"Name","value":"dictValue"}},{"kind":"Field","name":{"kind":"Name","value":"dictValueEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isSealed"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<BizDictQuery, BizDictQueryVariables>;
export const SubmitBizDictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitBizDict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DictInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitBizDict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BizDictFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BizDictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DictBiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dictKey"}},{"kind":"Field","name":{"kind":"Name","value":"dictValue"}},{"kind":"Field","name":{"kind":"Name","value":"dictValueEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isSealed"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitBizDictMutation, SubmitBizDictMutationVariables>;
export const RemoveBizDictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBizDicts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBizDicts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveBizDictsMutation, RemoveBizDictsMutationVariables>;
export const SealBizDictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SealBizDict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SealDictInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sealBizDict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BizDictFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BizDictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DictBiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dictKey"}},{"kind":"Field","name":{"kind":"Name","value":"dictValue"}},{"kind":"Field","name":{"kind":"Name","value":"dictValueEn"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isSealed"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SealBizDictMutation, SealBizDictMutationVariables>;
export const MenuTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Menu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"isAuth"}},{"kind":"Field","name":{"kind":"Name","value":"isTab"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<MenuTreeQuery, MenuTreeQueryVariables>;
export const MenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Menu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Menu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"isAuth"}},{"kind":"Field","name":{"kind":"Name","value":"isTab"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<MenuQuery, MenuQueryVariables>;
export const SubmitMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MenuInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Menu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"isAuth"}},{"kind":"Field","name":{"kind":"Name","value":"isTab"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitMenuMutation, SubmitMenuMutationVariables>;
export const RemoveMenusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMenus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMenus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveMenusMutation, RemoveMenusMutationVariables>;
export const ParamPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParamPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ParamFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"params"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParamFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Param"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paramName"}},{"kind":"Field","name":{"kind":"Name","value":"paramKey"}},{"kind":"Field","name":{"kind":"Name","value":"paramValue"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ParamPageQuery, ParamPageQueryVariables>;
export const ParamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Param"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"param"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Param"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paramName"}},{"kind":"Field","name":{"kind":"Name","value":"paramKey"}},{"kind":"Field","name":{"kind":"Name","value":"paramValue"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ParamQuery, ParamQueryVariables>;
export const SubmitParamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitParam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ParamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitParam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParamFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Param"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paramName"}},{"kind":"Field","name":{"kind":"Name","value":"paramKey"}},{"kind":"Field","name":{"kind":"Name","value":"paramValue"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitParamMutation, SubmitParamMutationVariables>;
export const RemoveParamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveParams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeParams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveParamsMutation, RemoveParamsMutationVariables>;
export const PostPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PostFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"postName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<PostPageQuery, PostPageQueryVariables>;
export const PostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Post"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"postName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<PostQuery, PostQueryVariables>;
export const SubmitPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"postName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitPostMutation, SubmitPostMutationVariables>;
export const RemovePostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemovePostsMutation, RemovePostsMutationVariables>;
export const RegionChildrenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegionChildren"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionChildren"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"parentCode"}},{"kind":"Field","name":{"kind":"Name","value":"ancestors"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionLevel"}},{"kind":"Field","name":{"kind":"Name","value":"provinceCode"}},{"kind":"Field","name":{"kind":"Name","value":"provinceName"}},{"kind":"Field","name":{"kind":"Name","value":"cityCode"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"districtCode"}},{"kind":"Field","name":{"kind":"Name","value":"districtName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RegionChildrenQuery, RegionChildrenQueryVariables>;
export const RegionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Region"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"parentCode"}},{"kind":"Field","name":{"kind":"Name","value":"ancestors"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionLevel"}},{"kind":"Field","name":{"kind":"Name","value":"provinceCode"}},{"kind":"Field","name":{"kind":"Name","value":"provinceName"}},{"kind":"Field","name":{"kind":"Name","value":"cityCode"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"districtCode"}},{"kind":"Field","name":{"kind":"Name","value":"districtName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RegionQuery, RegionQueryVariables>;
export const SubmitRegionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitRegion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitRegion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"parentCode"}},{"kind":"Field","name":{"kind":"Name","value":"ancestors"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"regionLevel"}},{"kind":"Field","name":{"kind":"Name","value":"provinceCode"}},{"kind":"Field","name":{"kind":"Name","value":"provinceName"}},{"kind":"Field","name":{"kind":"Name","value":"cityCode"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"districtCode"}},{"kind":"Field","name":{"kind":"Name","value":"districtName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitRegionMutation, SubmitRegionMutationVariables>;
export const RemoveRegionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveRegions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRegions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveRegionsMutation, RemoveRegionsMutationVariables>;
export const RegionNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegionName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"provinceName"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"districtName"}}]}}]}}]} as unknown as DocumentNode<RegionNameQuery, RegionNameQueryVariables>;
export const RegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Registrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}}]} as unknown as DocumentNode<RegistrationsQuery, RegistrationsQueryVariables>;
export const ApproveRegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveRegistrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ApproveRegistrationsMutation, ApproveRegistrationsMutationVariables>;
export const RejectRegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectRegistrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectRegistrationsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RejectRegistrationsMutation, RejectRegistrationsMutationVariables>;
export const RoleTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleAlias"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RoleTreeQuery, RoleTreeQueryVariables>;
export const RoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Role"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleAlias"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RoleQuery, RoleQueryVariables>;
export const SubmitRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleAlias"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitRoleMutation, SubmitRoleMutationVariables>;
export const RemoveRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveRolesMutation, RemoveRolesMutationVariables>;
export const RoleGrantDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleGrantDialog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataScopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceCode"}},{"kind":"Field","name":{"kind":"Name","value":"scopeName"}},{"kind":"Field","name":{"kind":"Name","value":"scopeType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiScopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceCode"}},{"kind":"Field","name":{"kind":"Name","value":"scopeName"}},{"kind":"Field","name":{"kind":"Name","value":"scopePath"}},{"kind":"Field","name":{"kind":"Name","value":"scopeMethod"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roleGrant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roleIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuIds"}},{"kind":"Field","name":{"kind":"Name","value":"dataScopeIds"}},{"kind":"Field","name":{"kind":"Name","value":"apiScopeIds"}}]}}]}}]} as unknown as DocumentNode<RoleGrantDialogQuery, RoleGrantDialogQueryVariables>;
export const GrantRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<GrantRolesMutation, GrantRolesMutationVariables>;
export const DataScopePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataScopePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ScopeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataScopes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataScopeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataScopeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataScope"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceCode"}},{"kind":"Field","name":{"kind":"Name","value":"scopeName"}},{"kind":"Field","name":{"kind":"Name","value":"scopeType"}},{"kind":"Field","name":{"kind":"Name","value":"scopeColumn"}},{"kind":"Field","name":{"kind":"Name","value":"scopeValue"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<DataScopePageQuery, DataScopePageQueryVariables>;
export const DataScopeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataScope"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataScope"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataScopeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataScopeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataScope"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceCode"}},{"kind":"Field","name":{"kind":"Name","value":"scopeName"}},{"kind":"Field","name":{"kind":"Name","value":"scopeType"}},{"kind":"Field","name":{"kind":"Name","value":"scopeColumn"}},{"kind":"Field","name":{"kind":"Name","value":"scopeValue"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<DataScopeQuery, DataScopeQueryVariables>;
export const SubmitDataScopeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitDataScope"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataScopeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitDataScope"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataScopeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataScopeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataScope"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceCode"}},{"kind":"Field","name":{"kind":"Name","value":"scopeName"}},{"kind":"Field","name":{"kind":"Name","value":"scopeType"}},{"kind":"Field","name":{"kind":"Name","value":"scopeColumn"}},{"kind":"Field","name":{"kind":"Name","value":"scopeValue"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitDataScopeMutation, SubmitDataScopeMutationVariables>;
export const RemoveDataScopesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDataScopes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDataScopes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveDataScopesMutation, RemoveDataScopesMutationVariables>;
export const ApiScopePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiScopePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ScopeFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiScopes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiScopeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiScopeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiScope"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceCode"}},{"kind":"Field","name":{"kind":"Name","value":"scopeName"}},{"kind":"Field","name":{"kind":"Name","value":"scopePath"}},{"kind":"Field","name":{"kind":"Name","value":"scopeMethod"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ApiScopePageQuery, ApiScopePageQueryVariables>;
export const ApiScopeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiScope"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiScope"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiScopeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiScopeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiScope"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceCode"}},{"kind":"Field","name":{"kind":"Name","value":"scopeName"}},{"kind":"Field","name":{"kind":"Name","value":"scopePath"}},{"kind":"Field","name":{"kind":"Name","value":"scopeMethod"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ApiScopeQuery, ApiScopeQueryVariables>;
export const SubmitApiScopeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitApiScope"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiScopeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitApiScope"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiScopeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiScopeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiScope"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"resourceCode"}},{"kind":"Field","name":{"kind":"Name","value":"scopeName"}},{"kind":"Field","name":{"kind":"Name","value":"scopePath"}},{"kind":"Field","name":{"kind":"Name","value":"scopeMethod"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitApiScopeMutation, SubmitApiScopeMutationVariables>;
export const RemoveApiScopesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveApiScopes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeApiScopes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveApiScopesMutation, RemoveApiScopesMutationVariables>;
export const ScopeMenuOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScopeMenuOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<ScopeMenuOptionsQuery, ScopeMenuOptionsQueryVariables>;
export const TenantPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TenantPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"expireTime"}},{"kind":"Field","name":{"kind":"Name","value":"linkman"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TenantPageQuery, TenantPageQueryVariables>;
export const TenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"expireTime"}},{"kind":"Field","name":{"kind":"Name","value":"linkman"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TenantQuery, TenantQueryVariables>;
export const SubmitTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tenant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"expireTime"}},{"kind":"Field","name":{"kind":"Name","value":"linkman"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitTenantMutation, SubmitTenantMutationVariables>;
export const RemoveTenantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTenants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveTenantsMutation, RemoveTenantsMutationVariables>;
export const TopMenuPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopMenuPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TopMenuFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topMenus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TopMenuFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopMenu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TopMenuPageQuery, TopMenuPageQueryVariables>;
export const TopMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TopMenuFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopMenu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TopMenuQuery, TopMenuQueryVariables>;
export const SubmitTopMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitTopMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TopMenuInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitTopMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TopMenuFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopMenu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitTopMenuMutation, SubmitTopMenuMutationVariables>;
export const RemoveTopMenusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTopMenus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTopMenus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveTopMenusMutation, RemoveTopMenusMutationVariables>;
export const TopMenuGrantDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopMenuGrantDialog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topMenuIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topMenuGrantTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topMenuGrant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"topMenuIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topMenuIds"}}}]}]}}]} as unknown as DocumentNode<TopMenuGrantDialogQuery, TopMenuGrantDialogQueryVariables>;
export const GrantTopMenusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantTopMenus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TopMenuGrantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantTopMenus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<GrantTopMenusMutation, GrantTopMenusMutationVariables>;
export const UserPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"deptId"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}},{"kind":"Field","name":{"kind":"Name","value":"postIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UserPageQuery, UserPageQueryVariables>;
export const UserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"User"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"deptId"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}},{"kind":"Field","name":{"kind":"Name","value":"postIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UserQuery, UserQueryVariables>;
export const SubmitUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"deptId"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}},{"kind":"Field","name":{"kind":"Name","value":"postIds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitUserMutation, SubmitUserMutationVariables>;
export const RemoveUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveUsersMutation, RemoveUsersMutationVariables>;
export const ResetUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const UserDeptOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDeptOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deptTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}}]}}]}}]} as unknown as DocumentNode<UserDeptOptionsQuery, UserDeptOptionsQueryVariables>;
export const UserRoleOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserRoleOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleAlias"}}]}}]}}]} as unknown as DocumentNode<UserRoleOptionsQuery, UserRoleOptionsQueryVariables>;
export const UserPostOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserPostOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"current"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"200"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postName"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}}]}}]}}]}}]} as unknown as DocumentNode<UserPostOptionsQuery, UserPostOptionsQueryVariables>;
export const UserPersonalAccessTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserPersonalAccessTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userPersonalAccessTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PersonalAccessTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PersonalAccessTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalAccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"codes"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<UserPersonalAccessTokensQuery, UserPersonalAccessTokensQueryVariables>;
export const RevokeUserPersonalAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeUserPersonalAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeUserPersonalAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeUserPersonalAccessTokenMutation, RevokeUserPersonalAccessTokenMutationVariables>;
export const WebhookEventTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEventTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEventTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<WebhookEventTypesQuery, WebhookEventTypesQueryVariables>;
export const WebhookEndpointPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpointPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<WebhookEndpointPageQuery, WebhookEndpointPageQueryVariables>;
export const WebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<WebhookEndpointQuery, WebhookEndpointQueryVariables>;
export const SaveWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SaveWebhookEndpointMutation, SaveWebhookEndpointMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const RemoveWebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveWebhookEndpoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeWebhookEndpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveWebhookEndpointsMutation, RemoveWebhookEndpointsMutationVariables>;
export const PingWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PingWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pingWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptTime"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredTime"}},{"kind":"Field","name":{"kind":"Name","value":"resentFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<PingWebhookEndpointMutation, PingWebhookEndpointMutationVariables>;
export const WebhookDeliveryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeliveryFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptTime"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredTime"}},{"kind":"Field","name":{"kind":"Name","value":"resentFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<WebhookDeliveryPageQuery, WebhookDeliveryPageQueryVariables>;
export const WebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptTime"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredTime"}},{"kind":"Field","name":{"kind":"Name","value":"resentFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<WebhookDeliveryQuery, WebhookDeliveryQueryVariables>;
export const ResendWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptTime"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"responseBody"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredTime"}},{"kind":"Field","name":{"kind":"Name","value":"resentFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<ResendWebhookDeliveryMutation, ResendWebhookDeliveryMutationVariables>;
export const WeixinBindingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WeixinBindings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WeixinBindingFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weixinBindings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"openId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}}]} as unknown as DocumentNode<WeixinBindingsQuery, WeixinBindingsQueryVariables>;
export const RemoveWeixinBindingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveWeixinBinding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeWeixinBinding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveWeixinBindingMutation, RemoveWeixinBindingMutationVariables>;
export const CodeDefinitionPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CodeDefinitionPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CodeDefinitionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDefinitions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeDefinitionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"searchable"}},{"kind":"Field","name":{"kind":"Name","value":"showInList"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeDefinitionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeDefinition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"tablePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"pkName"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"menuCode"}},{"kind":"Field","name":{"kind":"Name","value":"apiPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeFieldFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CodeDefinitionPageQuery, CodeDefinitionPageQueryVariables>;
export const CodeDefinitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CodeDefinition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDefinition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeDefinitionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"searchable"}},{"kind":"Field","name":{"kind":"Name","value":"showInList"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeDefinitionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeDefinition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"tablePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"pkName"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"menuCode"}},{"kind":"Field","name":{"kind":"Name","value":"apiPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeFieldFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CodeDefinitionQuery, CodeDefinitionQueryVariables>;
export const CodeTableColumnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CodeTableColumns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tableName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeTableColumns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tableName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tableName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeFieldFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"searchable"}},{"kind":"Field","name":{"kind":"Name","value":"showInList"}}]}}]} as unknown as DocumentNode<CodeTableColumnsQuery, CodeTableColumnsQueryVariables>;
export const GeneratedCodeFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GeneratedCodeFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generatedCodeFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<GeneratedCodeFilesQuery, GeneratedCodeFilesQueryVariables>;
export const SubmitCodeDefinitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitCodeDefinition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CodeDefinitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitCodeDefinition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeDefinitionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"searchable"}},{"kind":"Field","name":{"kind":"Name","value":"showInList"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeDefinitionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeDefinition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"tablePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"pkName"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"menuCode"}},{"kind":"Field","name":{"kind":"Name","value":"apiPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeFieldFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SubmitCodeDefinitionMutation, SubmitCodeDefinitionMutationVariables>;
export const CopyCodeDefinitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyCodeDefinition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyCodeDefinitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyCodeDefinition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeDefinitionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeFieldFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"searchable"}},{"kind":"Field","name":{"kind":"Name","value":"showInList"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeDefinitionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeDefinition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeName"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"tablePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"pkName"}},{"kind":"Field","name":{"kind":"Name","value":"packageName"}},{"kind":"Field","name":{"kind":"Name","value":"menuCode"}},{"kind":"Field","name":{"kind":"Name","value":"apiPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeFieldFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CopyCodeDefinitionMutation, CopyCodeDefinitionMutationVariables>;
export const RemoveCodeDefinitionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCodeDefinitions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCodeDefinitions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveCodeDefinitionsMutation, RemoveCodeDefinitionsMutationVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"todoCount"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"applicationsInProgress"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"upcomingEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestNotices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"releaseTime"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const LeavePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeavePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"leaveType"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<LeavePageQuery, LeavePageQueryVariables>;
export const LeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Leave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"leaveType"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<LeaveQuery, LeaveQueryVariables>;
export const SubmitLeaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitLeave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitLeaveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaveFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"leaveType"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"flowStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]} as unknown as DocumentNode<SubmitLeaveMutation, SubmitLeaveMutationVariables>;
export const ReportClientErrorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportClientErrors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientErrorsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportClientErrors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ReportClientErrorsMutation, ReportClientErrorsMutationVariables>;
export const MyMenusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuNodeFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuNodeFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuNodeFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isAuth"}},{"kind":"Field","name":{"kind":"Name","value":"isTab"}}]}}]} as unknown as DocumentNode<MyMenusQuery, MyMenusQueryVariables>;
export const MyNoticesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyNotices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"releaseTime"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]}}]} as unknown as DocumentNode<MyNoticesQuery, MyNoticesQueryVariables>;
export const MarkNoticeReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNoticeRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNoticeReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNoticeRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<MarkNoticeReadMutation, MarkNoticeReadMutationVariables>;
export const MyMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"readTime"}}]}}]}}]}}]} as unknown as DocumentNode<MyMessagesQuery, MyMessagesQueryVariables>;
export const MarkMessagesReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkMessagesRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkMessagesReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markMessagesRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<MarkMessagesReadMutation, MarkMessagesReadMutationVariables>;