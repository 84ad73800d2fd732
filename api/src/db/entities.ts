import { ApiScope, DataScope } from '../engine/access/scope.entity.js';
import { Dept } from '../engine/access/dept.entity.js';
import { Menu } from '../engine/access/menu.entity.js';
import { Role, RoleMenu, RoleScope } from '../engine/access/role.entity.js';
import { ApiLog } from '../engine/audit/api-log.entity.js';
import { ErrorLog } from '../engine/audit/error-log.entity.js';
import { FlowInstance, FlowLog, FlowModel } from '../engine/flow/flow.entities.js';
import { UserMessage } from '../engine/inbox/message.entity.js';
import { LoginLog } from '../engine/audit/login-log.entity.js';
import { RateLimitRow } from '../engine/limits/rate-limit.entity.js';
import { UsualLog } from '../engine/audit/usual-log.entity.js';
import { OAuthClient } from '../engine/auth/oauth-client.entity.js';
import { RefreshToken } from '../engine/auth/refresh-token.entity.js';
import { User } from '../engine/auth/user.entity.js';
import { Tenant } from '../engine/tenancy/tenant.entity.js';
import { Attach } from '../engine/storage/attach.entity.js';
import { OssConfig } from '../engine/storage/oss.entity.js';
import { SmsConfig } from '../modules/resource/sms.entity.js';
import { Notice, NoticeRead } from '../modules/desk/notice.entity.js';
import { Dict, DictBiz } from '../engine/dict/dict.entity.js';
import { Param } from '../modules/system/param.entity.js';
import { Post } from '../modules/system/post.entity.js';
import { TopMenu, TopMenuSetting } from '../modules/system/top-menu.entity.js';
import { LeaveRequest } from '../modules/work/leave.entity.js';
import { ExpertAccount } from '../modules/expert/expert.entity.js';
import { OaApplication } from '../modules/oa/oa-application.entity.js';
import { SequenceCounter } from '../engine/sequence/sequence.js';
import { EntryApplication, MemberPerson, MemberUnit } from '../modules/member/member.entity.js';
import { DuesPeriod, DuesStandard, InvoiceAccess, InvoiceRequest, InvoiceUnit, PaymentOrder, Receipt } from '../modules/dues/dues.entity.js';
import { MemberChangeRequest, MemberFeedback, MemberUnitHistory } from '../modules/member/member-change.entity.js';
import { CertificateModel, MemberCertificate } from '../modules/certificate/certificate.entity.js';
import { Event, EventRegistration } from '../modules/event/event.entity.js';
import { CodeDefinition } from '../modules/develop/code.entity.js';
import { ReportFile } from '../modules/report/report.entity.js';
import { AwardApplication, AwardApplicationExpert } from '../modules/award/award-application.entity.js';
import { AwardProgramme, AwardSerialNumber, AwardSubscription } from '../modules/award/award.entity.js';
import { QualityTeamUnit, SafetyStandardization, TechnologyResult } from '../modules/award-lines/award-lines.entity.js';
import { ExpertGroup, ReviewTask } from '../modules/award-assign/award-assign.entity.js';
import { Region } from '../modules/system/region/region.entity.js';
import { ReviewScore, ReviewSheet } from '../modules/review/review.entity.js';
import { Article, ArticleRead } from '../modules/article/article.entity.js';
import { LegacyImportMap, LegacyImportRun } from '../modules/legacy-import/legacy-import.entity.js';

/** Every entity class, listed explicitly (no folder discovery: works the same under tsc, tsx and vitest). */
export const entities = [
  Tenant,
  Param,
  OAuthClient,
  User,
  Dept,
  Post,
  Role,
  RoleMenu,
  RoleScope,
  Menu,
  DataScope,
  ApiScope,
  TopMenu,
  TopMenuSetting,
  RefreshToken,
  LoginLog,
  RateLimitRow,
  ErrorLog,
  FlowModel,
  FlowInstance,
  FlowLog,
  LeaveRequest,
  OaApplication,
  SequenceCounter,
  CodeDefinition,
  ReportFile,
  ApiLog,
  UsualLog,
  Attach,
  OssConfig,
  SmsConfig,
  Dict,
  DictBiz,
  Notice,
  NoticeRead,
  Region,
  UserMessage,
  ExpertAccount,
  MemberUnit,
  MemberPerson,
  EntryApplication,
  DuesStandard,
  DuesPeriod,
  PaymentOrder,
  Receipt,
  InvoiceUnit,
  InvoiceRequest,
  InvoiceAccess,
  MemberChangeRequest,
  MemberUnitHistory,
  MemberFeedback,
  AwardProgramme,
  AwardSerialNumber,
  AwardSubscription,
  AwardApplication,
  AwardApplicationExpert,
  QualityTeamUnit,
  SafetyStandardization,
  TechnologyResult,
  ExpertGroup,
  ReviewTask,
  CertificateModel,
  MemberCertificate,
  ReviewSheet,
  ReviewScore,
  Event,
  EventRegistration,
  Article,
  ArticleRead,
  LegacyImportRun,
  LegacyImportMap,
];

/** Entities owned by a tenant and soft-deleted: the `tenant` and `notDeleted` filters apply to them. */
export const tenantOwnedEntities = [Param, User, Dept, Post, Role, TopMenu, FlowModel, FlowInstance, FlowLog, LeaveRequest, OaApplication, ReportFile, Attach, OssConfig, SmsConfig, DictBiz, Notice, UserMessage, ExpertAccount, MemberUnit, MemberPerson, EntryApplication, DuesStandard, DuesPeriod, PaymentOrder, Receipt, InvoiceUnit, InvoiceRequest, InvoiceAccess, MemberChangeRequest, MemberUnitHistory, MemberFeedback, AwardProgramme, AwardSerialNumber, AwardSubscription, AwardApplication, AwardApplicationExpert, QualityTeamUnit, SafetyStandardization, TechnologyResult, ExpertGroup, ReviewTask, ReviewSheet, ReviewScore, CertificateModel, MemberCertificate, Event, EventRegistration, Article];

/** Soft-deleted entities shared by every tenant (only the `notDeleted` filter applies). */
export const sharedEntities = [OAuthClient, Menu, DataScope, ApiScope, /* code generator */ CodeDefinition, Dict, Region];
