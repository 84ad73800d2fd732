import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import mysql from 'mysql2/promise';
import { usccCheckChar } from '@zhuxie/domain/rules/uscc';

/** The MariaDB server of every machine of the project (root without a password); LEGACY_MYSQL_URL overrides it. */
export const LEGACY_MYSQL_URL = process.env.LEGACY_MYSQL_URL || 'mysql://root@127.0.0.1:3306';

/** BladeX's password digest: SHA-1 (hex) of the MD5 (hex) of the password. */
export function bladexHash(password: string): string {
  const hex = (a: string, v: string) => createHash(a).update(v).digest('hex');
  return hex('sha1', hex('md5', password));
}

/** A valid unified social credit code from a number (GB 32100-2015 check character). */
export function uscc(n: number): string {
  const first17 = `91210100${String(n).padStart(9, '0')}`;
  return first17 + usccCheckChar(first17);
}

const AUDIT = `create_user bigint null, create_dept bigint null, create_time datetime null, update_user bigint null, update_time datetime null, status int default 1, is_deleted int default 0`;

/** The platform tables of the public BladeX schema (the columns the import reads, with their BladeX types). */
export const BLADEX_DDL = [
  `create table blade_tenant (id bigint primary key, tenant_id varchar(12), tenant_name varchar(50), domain varchar(255), background_url varchar(1000), linkman varchar(20), contact_number varchar(20), address varchar(255), account_number int default -1, expire_time datetime, datasource_id bigint, license_key varchar(1000), ${AUDIT})`,
  `create table blade_dept (id bigint primary key, tenant_id varchar(12) default '000000', parent_id bigint default 0, ancestors varchar(2000), dept_category int, dept_name varchar(45), full_name varchar(45), sort int, remark varchar(255), is_deleted int default 0)`,
  `create table blade_post (id bigint primary key, tenant_id varchar(12) default '000000', category int, post_code varchar(12), post_name varchar(64), sort int, remark varchar(255), ${AUDIT})`,
  `create table blade_role (id bigint primary key, tenant_id varchar(12) default '000000', parent_id bigint default 0, role_name varchar(255), sort int, role_alias varchar(255), is_deleted int default 0)`,
  `create table blade_menu (id bigint primary key, parent_id bigint default 0, code varchar(255), name varchar(255), alias varchar(255), path varchar(255), source varchar(255), sort int, category int, action int default 0, is_open int default 1, component varchar(255), remark varchar(255), is_deleted int default 0)`,
  `create table blade_role_menu (id bigint primary key, menu_id bigint, role_id bigint)`,
  `create table blade_user (id bigint primary key, tenant_id varchar(12) default '000000', code varchar(12), user_type int, account varchar(45), password varchar(100), name varchar(20), real_name varchar(10), avatar varchar(500), email varchar(45), phone varchar(45), birthday datetime, sex int, role_id varchar(1000), dept_id varchar(1000), post_id varchar(1000), ${AUDIT})`,
  `create table blade_dict (id bigint primary key, parent_id bigint default 0, code varchar(255), dict_key varchar(255), dict_value varchar(255), sort int, remark varchar(255), is_sealed int default 0, is_deleted int default 0)`,
  `create table blade_dict_biz (id bigint primary key, tenant_id varchar(12), parent_id bigint default 0, code varchar(255), dict_key varchar(255), dict_value varchar(255), sort int, remark varchar(255), is_sealed int default 0, is_deleted int default 0)`,
  `create table blade_param (id bigint primary key, tenant_id varchar(12) default '000000', param_name varchar(255), param_key varchar(255), param_value varchar(255), remark varchar(255), ${AUDIT})`,
  `create table blade_region (code varchar(12) primary key, parent_code varchar(12), ancestors varchar(255), name varchar(32), province_code varchar(12), province_name varchar(32), city_code varchar(12), city_name varchar(32), district_code varchar(12), district_name varchar(32), town_code varchar(12), town_name varchar(32), village_code varchar(12), village_name varchar(32), region_level int, sort int, remark varchar(255))`,
  `create table blade_notice (id bigint primary key, tenant_id varchar(12) default '000000', title varchar(255), category int, release_time datetime, content longtext, ${AUDIT})`,
  `create table blade_attach (id bigint primary key, tenant_id varchar(12) default '000000', link varchar(1000), domain varchar(500), name varchar(500), original_name varchar(500), extension varchar(12), attach_size bigint, ${AUDIT})`,
  `create table blade_client (id bigint primary key, client_id varchar(48), client_secret varchar(256), resource_ids varchar(256), scope varchar(256), authorized_grant_types varchar(256), web_server_redirect_uri varchar(256), authorities varchar(256), access_token_validity int, refresh_token_validity int, additional_information varchar(4096), autoapprove varchar(256), ${AUDIT})`,
];

/** The association's own tables of the mapping example (docs/legacy-import.example.yaml). */
export const BUSINESS_DDL = [
  `create table lnjzxh_member_info (id bigint primary key, tenant_id varchar(12), company_name varchar(255), credit_code varchar(32), company_address varchar(500), legal_person varchar(64), contact_name varchar(64), contact_phone varchar(32), email varchar(128), member_level varchar(16), join_time datetime, status int default 1, user_id bigint, is_deleted int default 0)`,
  `create table lnjzxh_member_staff (id bigint primary key, tenant_id varchar(12), member_id bigint, staff_name varchar(64), staff_post varchar(64), staff_phone varchar(32), is_deleted int default 0)`,
  `create table lnjzxh_dues_standard (id bigint primary key, tenant_id varchar(12), dues_year int, member_level varchar(16), amount decimal(14,2), due_date date, is_deleted int default 0)`,
  `create table lnjzxh_dues_record (id bigint primary key, tenant_id varchar(12), member_id bigint, dues_year int, amount decimal(14,2), due_date date, pay_status int, pay_time datetime, is_deleted int default 0)`,
  `create table lnjzxh_receipt (id bigint primary key, tenant_id varchar(12), receipt_no varchar(32), member_id bigint, dues_id bigint, amount decimal(14,2), receipt_time datetime, receipt_status int default 1, void_reason varchar(255), is_deleted int default 0)`,
  `create table lnjzxh_member_certificate (id bigint primary key, tenant_id varchar(12), cert_no varchar(40), member_id bigint, issue_date date, valid_start date, valid_end date, qr_url varchar(500), cert_status int default 1, is_deleted int default 0)`,
  `create table lnjzxh_expert (id bigint primary key, tenant_id varchar(12), expert_name varchar(50), sex int, mobile varchar(32), work_unit varchar(200), title varchar(50), major varchar(64), card_no varchar(32), valid_date date, user_id bigint, is_deleted int default 0)`,
  `create table lnjzxh_meeting (id bigint primary key, tenant_id varchar(12), meeting_name varchar(200), meeting_type int, address varchar(255), begin_time datetime, end_time datetime, apply_end_time datetime, max_num int, fee decimal(10,2), agenda text, content text, status int, is_deleted int default 0)`,
  `create table lnjzxh_meeting_apply (id bigint primary key, tenant_id varchar(12), meeting_id bigint, user_name varchar(64), phone varchar(32), company varchar(255), post varchar(100), sign_no varchar(12), sign_time datetime, hotel varchar(200), is_deleted int default 0)`,
  `create table lnjzxh_article (id bigint primary key, tenant_id varchar(12), title varchar(200), article_type varchar(8), content text, author varchar(100), status int, publish_time datetime, is_top int default 0, is_deleted int default 0)`,
  `create table lnjzxh_century_cup (id bigint primary key, tenant_id varchar(12), award_year int, member_id bigint, pro_name varchar(255), pro_address varchar(255), recommend_work varchar(64), build_scale varchar(255), apply_status int, submit_time datetime, is_deleted int default 0)`,
  `create table lnjzxh_approval_record (id bigint primary key, tenant_id varchar(12), business_id bigint, node_name varchar(100), result int, opinion text, operator varchar(100), create_time datetime)`,
];

/** Snowflake-sized ids, as BladeX makes them. */
export const sid = (n: number) => (1123598815738675200n + BigInt(n)).toString();

/** Where the fixture put its notable rows (what the test checks). */
export interface LegacyFixture {
  url: string;
  database: string;
  counts: Record<string, number>;
  /** A user of tenant 100001 with a known legacy password. */
  legacyUser: { account: string; password: string; tenantId: string };
  /** A user of tenant 100001 whose legacy password is a `{bcrypt}` hash (newer BladeX versions). */
  bcryptUser: { account: string; password: string; tenantId: string };
  badCreditCodeId: string;
  shortMobileId: string;
  unknownLevelId: string;
  receipts: Array<{ legacyId: string; number: string }>;
  eventEndsEarlyId: string;
  scriptOnlyArticleId: string;
  certificates: Array<{ legacyId: string; number: string; code: string }>;
  close(): Promise<void>;
  query(sql: string, values?: unknown[]): Promise<unknown>;
}

type Row = Record<string, unknown>;

async function insertAll(conn: mysql.Connection, table: string, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    await conn.query(`insert into ${table} (${columns.join(', ')}) values ?`, [
      chunk.map((r) => columns.map((c) => r[c] ?? null)),
    ]);
  }
}

/**
 * Creates a fresh MariaDB database with the BladeX platform tables and the business tables, with a few hundred
 * rows per table (a few of them wrong on purpose).
 */
export async function createLegacyDatabase(size = 300): Promise<LegacyFixture> {
  const database = `bladex_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const server = await mysql.createConnection({ uri: LEGACY_MYSQL_URL, multipleStatements: false });
  await server.query(`create database ${database} character set utf8mb4`);
  await server.end();
  const url = `${LEGACY_MYSQL_URL.replace(/\/$/, '')}/${database}`;
  const conn = await mysql.createConnection({
    uri: url,
    charset: 'utf8mb4',
    supportBigNumbers: true,
    bigNumberStrings: true,
  });
  for (const ddl of [...BLADEX_DDL, ...BUSINESS_DDL]) await conn.query(`${ddl} default charset=utf8mb4`);

  const T = '100001';
  const time = '2021-03-15 09:30:00';
  const counts: Record<string, number> = {};
  const put = async (table: string, rows: Row[]) => {
    await insertAll(conn, table, rows);
    counts[table] = rows.length;
  };
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  await put('blade_tenant', [
    { id: sid(1), tenant_id: '000000', tenant_name: '管理组', status: 1, is_deleted: 0 },
    {
      id: sid(2),
      tenant_id: T,
      tenant_name: '辽宁省建筑业协会（旧系统）',
      linkman: '王主任',
      contact_number: '024-12345678',
      address: '沈阳市和平区',
      account_number: -1,
      status: 1,
      is_deleted: 0,
      create_time: time,
    },
  ]);
  // Departments: a tree whose children sometimes come before their parents (ids out of order).
  await put(
    'blade_dept',
    range(size).map((i) => ({
      id: sid(1000 + i),
      tenant_id: T,
      parent_id: i === 1 ? 0 : sid(1000 + (i % 7 === 0 ? i + 1 : Math.ceil(i / 5))),
      dept_name: `部门${i}`,
      full_name: `旧系统部门${i}`,
      sort: i,
    })),
  );
  await put(
    'blade_post',
    range(50).map((i) => ({
      id: sid(2000 + i),
      tenant_id: T,
      category: 1,
      post_code: `P${i}`,
      post_name: `岗位${i}`,
      sort: i,
      is_deleted: 0,
    })),
  );
  await put('blade_role', [
    { id: sid(3001), tenant_id: T, parent_id: 0, role_name: '超级管理员', role_alias: 'administrator', sort: 1 },
    ...range(19).map((i) => ({
      id: sid(3001 + i),
      tenant_id: T,
      parent_id: sid(3001),
      role_name: `角色${i}`,
      role_alias: `legacy_role_${i}`,
      sort: i + 1,
    })),
  ]);
  // Menus: half of them have codes this product knows, the rest are the legacy system's own.
  const known = [
    'user',
    'dept',
    'post',
    'role',
    'menu',
    'param',
    'dict',
    'dict_biz',
    'notice',
    'region',
    'member_info',
    'member_pay',
    'member_receipt',
    'member_account',
  ];
  const menus = range(200).map((i) => ({
    id: sid(4000 + i),
    parent_id: 0,
    code: i <= known.length ? known[i - 1] : `legacy_menu_${i}`,
    name: `旧菜单${i}`,
    category: 1,
    sort: i,
  }));
  await put('blade_menu', menus);
  await put(
    'blade_role_menu',
    range(size).map((i) => ({
      id: sid(5000 + i),
      role_id: sid(3001 + (i % 20)),
      menu_id: sid(4000 + ((i * 7) % 200) + 1),
    })),
  );

  const legacyUser = { account: 'laoyonghu1', password: 'Legacy#Pass1', tenantId: T };
  // Newer BladeX versions hash with Spring Security's BCrypt, here over the MD5 its web front end sends.
  const bcryptUser = { account: 'laoyonghu3', password: 'Bcrypt#Pass3', tenantId: T };
  const bcryptHash = `{bcrypt}${bcrypt.hashSync(createHash('md5').update(bcryptUser.password).digest('hex'), 4)}`;
  await put('blade_user', [
    // The legacy system's own administrator clashes with this installation's admin: refused, never overwritten.
    {
      id: sid(6000),
      tenant_id: '000000',
      account: 'admin',
      password: bladexHash('admin'),
      name: 'admin',
      real_name: '管理员',
      role_id: sid(3001),
      dept_id: sid(1001),
      status: 1,
      is_deleted: 0,
    },
    ...range(size - 1).map((i) => ({
      id: sid(6000 + i),
      tenant_id: T,
      account: `laoyonghu${i}`,
      password:
        i === 2 ? 'not-a-bladex-hash' : i === 3 ? bcryptHash : bladexHash(i === 1 ? legacyUser.password : `Pass#${i}`),
      name: `用户${i}`,
      real_name: `旧用户${i}`,
      email: `user${i}@example.com`,
      phone: `139${String(i).padStart(8, '0')}`,
      role_id: `${sid(3001 + (i % 20))},${sid(3001 + ((i + 1) % 20))}`,
      dept_id: sid(1000 + ((i % size) + 1)),
      post_id: sid(2000 + ((i % 50) + 1)),
      status: 1,
      is_deleted: 0,
      create_time: time,
    })),
  ]);
  // System dictionaries: 10 dictionaries of 9 items each.
  await put(
    'blade_dict',
    range(10).flatMap((d) => [
      {
        id: sid(7000 + d * 10),
        parent_id: 0,
        code: `legacy_dict_${d}`,
        dict_key: '-1',
        dict_value: `旧字典${d}`,
        sort: d,
      },
      ...range(9).map((k) => ({
        id: sid(7000 + d * 10 + k),
        parent_id: sid(7000 + d * 10),
        code: `legacy_dict_${d}`,
        dict_key: String(k),
        dict_value: `旧字典${d}项${k}`,
        sort: k,
      })),
    ]),
  );
  // Business dictionaries: member_level (keys as here) and 19 of the legacy system's own.
  await put('blade_dict_biz', [
    {
      id: sid(8000),
      tenant_id: T,
      parent_id: 0,
      code: 'member_level',
      dict_key: '-1',
      dict_value: '会员等级',
      sort: 1,
    },
    ...range(5).map((k) => ({
      id: sid(8000 + k),
      tenant_id: T,
      parent_id: sid(8000),
      code: 'member_level',
      dict_key: String(k),
      dict_value: ['会员单位', '理事单位', '常务理事单位', '副会长单位', '会长单位'][k - 1],
      sort: k,
    })),
    ...range(19).flatMap((d) => [
      {
        id: sid(8000 + d * 10 + 100),
        tenant_id: T,
        parent_id: 0,
        code: `legacy_biz_${d}`,
        dict_key: '-1',
        dict_value: `旧业务字典${d}`,
        sort: d,
      },
      ...range(9).map((k) => ({
        id: sid(8000 + d * 10 + 100 + k),
        tenant_id: T,
        parent_id: sid(8000 + d * 10 + 100),
        code: `legacy_biz_${d}`,
        dict_key: String(k),
        dict_value: `项${k}`,
        sort: k,
      })),
    ]),
  ]);
  await put(
    'blade_param',
    range(100).map((i) => ({
      id: sid(9000 + i),
      tenant_id: T,
      param_name: `旧参数${i}`,
      param_key: `legacy.param.${i}`,
      param_value: `值${i}`,
      is_deleted: 0,
    })),
  );
  // Regions: towns under 沈阳市和平区 (210102).
  await put(
    'blade_region',
    range(size).map((i) => ({
      code: `210102${String(i).padStart(3, '0')}`,
      parent_code: '210102',
      ancestors: '00,21,2101,210102',
      name: `街道${i}`,
      region_level: 4,
      sort: i,
    })),
  );
  await put(
    'blade_notice',
    range(size).map((i) => ({
      id: sid(10000 + i),
      tenant_id: T,
      title: `旧通知${i}`,
      category: (i % 5) + 1,
      release_time: i % 4 === 0 ? null : time,
      content: `<p>通知内容${i}</p>`,
      is_deleted: 0,
      create_time: time,
    })),
  );
  await put('blade_client', [
    {
      id: sid(11001),
      client_id: 'saber',
      client_secret: 'saber_secret',
      authorized_grant_types: 'refresh_token,password,authorization_code',
      access_token_validity: 3600,
      refresh_token_validity: 604800,
      status: 1,
      is_deleted: 0,
    },
    {
      id: sid(11002),
      client_id: 'legacy_app',
      client_secret: 'legacy_app_secret',
      authorized_grant_types: 'password,refresh_token',
      access_token_validity: 3600,
      refresh_token_validity: 604800,
      status: 1,
      is_deleted: 0,
    },
  ]);
  await put(
    'blade_attach',
    range(size).map((i) => ({
      id: sid(12000 + i),
      tenant_id: T,
      link: `http://oss.example.com/bladex/upload/20210315/file${i}.pdf`,
      domain: 'http://oss.example.com/bladex',
      name: `upload/20210315/file${i}.pdf`,
      original_name: `材料${i}.pdf`,
      extension: 'pdf',
      attach_size: 1000 + i,
      is_deleted: 0,
    })),
  );

  // Business data: member units (3 refused on purpose), their people, dues, receipts, certificates, experts.
  const badCreditCodeId = sid(20003);
  const shortMobileId = sid(20005);
  const unknownLevelId = sid(20007);
  await put(
    'lnjzxh_member_info',
    range(size).map((i) => ({
      id: sid(20000 + i),
      tenant_id: T,
      company_name: `旧系统建筑工程有限公司${i}`,
      credit_code: i === 3 ? `${uscc(i).slice(0, 17)}${uscc(i).endsWith('0') ? '1' : '0'}` : uscc(i),
      company_address: `沈阳市和平区${i}号`,
      legal_person: `法人${i}`,
      contact_name: `联系人${i}`,
      contact_phone: i === 5 ? '1390000000' : `138${String(i).padStart(8, '0')}`,
      email: `unit${i}@example.com`,
      member_level: i === 7 ? '9' : String((i % 5) + 1),
      join_time: '2019-06-01 00:00:00',
      status: 1,
      user_id: i <= 50 ? sid(6000 + i + 10) : null,
    })),
  );
  await put(
    'lnjzxh_member_staff',
    range(size).map((i) => ({
      id: sid(21000 + i),
      tenant_id: T,
      member_id: sid(20000 + ((i * 3) % size) + 1),
      staff_name: `员工${i}`,
      staff_post: '项目经理',
      staff_phone: `137${String(i).padStart(8, '0')}`,
    })),
  );
  await put(
    'lnjzxh_dues_standard',
    range(5).map((l) => ({
      id: sid(22000 + l),
      tenant_id: T,
      dues_year: 2025,
      member_level: String(l),
      amount: (1000 * l).toFixed(2),
      due_date: '2025-03-31',
    })),
  );
  await put(
    'lnjzxh_dues_record',
    range(size).map((i) => ({
      id: sid(23000 + i),
      tenant_id: T,
      member_id: sid(20000 + i),
      dues_year: 2025,
      amount: (1000 * ((i % 5) + 1)).toFixed(2),
      due_date: '2025-03-31',
      pay_status: i <= 250 ? 1 : 0,
      pay_time: i <= 250 ? '2025-03-20 10:00:00' : null,
    })),
  );
  const receipts = range(250).map((i) => ({
    legacyId: sid(24000 + i),
    number: `2025-${String(i + 100).padStart(6, '0')}`,
  }));
  await put(
    'lnjzxh_receipt',
    receipts.map((r, k) => ({
      id: r.legacyId,
      tenant_id: T,
      receipt_no: r.number,
      member_id: sid(20000 + k + 1),
      dues_id: sid(23000 + k + 1),
      amount: (1000 * (((k + 1) % 5) + 1)).toFixed(2),
      receipt_time: '2025-03-20 10:00:00',
      receipt_status: k === 9 ? 0 : 1,
      void_reason: k === 9 ? '金额有误' : null,
    })),
  );
  const certificates = range(250).map((i) => ({
    legacyId: sid(25000 + i),
    number: `LNJX-2025-${String(i).padStart(4, '0')}`,
    code: `legacyQr${String(i).padStart(4, '0')}${randomBytes(4).toString('hex')}`,
  }));
  await put(
    'lnjzxh_member_certificate',
    certificates.map((c, k) => ({
      id: c.legacyId,
      tenant_id: T,
      cert_no: c.number,
      member_id: sid(20000 + k + 1),
      issue_date: '2025-01-10',
      valid_start: '2025-01-10',
      valid_end: '2099-12-31',
      qr_url: `https://old.example.com/cmsPages/memberCertificate?code=${c.code}`,
      cert_status: 1,
    })),
  );
  await put(
    'lnjzxh_expert',
    range(200).map((i) => ({
      id: sid(26000 + i),
      tenant_id: T,
      expert_name: `专家${i}`,
      sex: i % 2,
      mobile: `136${String(i).padStart(8, '0')}`,
      work_unit: `旧系统建筑工程有限公司${i}`,
      title: '高级工程师',
      major: i === 4 ? 'unknown_major' : ['tujian', 'shuinuan', 'dianqi'][i % 3],
      card_no: `ZJ${String(i).padStart(5, '0')}`,
      valid_date: '2027-12-31',
    })),
  );

  // Events (one ends before it starts: refused), registrations with their sign-in numbers, articles (one has
  // nothing but a script: refused), century cup applications and their approval records.
  const eventEndsEarlyId = sid(27005);
  await put(
    'lnjzxh_meeting',
    range(20).map((i) => ({
      id: sid(27000 + i),
      tenant_id: T,
      meeting_name: `旧系统年会${i}`,
      meeting_type: i % 2 === 0 ? 2 : 1,
      address: `沈阳市会议中心${i}号厅`,
      begin_time: '2024-06-01 09:00:00',
      end_time: i === 5 ? '2024-05-31 17:00:00' : '2024-06-01 17:00:00',
      apply_end_time: '2024-05-25 18:00:00',
      max_num: 100,
      fee: '200.00',
      agenda: '上午：开幕；下午：交流',
      content: '年度会议',
      status: 1,
    })),
  );
  await put(
    'lnjzxh_meeting_apply',
    range(100).map((i) => ({
      id: sid(28000 + i),
      tenant_id: T,
      meeting_id: sid(27000 + ((i - 1) % 4) + 1),
      user_name: `参会人${i}`,
      phone: i === 7 ? '1380000' : `137${String(i).padStart(8, '0')}`,
      company: `旧系统建筑工程有限公司${i}`,
      post: '项目经理',
      sign_no: String(Math.ceil(i / 4) + 10).padStart(4, '0'),
      sign_time: i % 3 === 0 ? '2024-06-01 08:45:00' : null,
      hotel: i % 2 ? '会议中心酒店' : null,
    })),
  );
  const scriptOnlyArticleId = sid(29003);
  await put(
    'lnjzxh_article',
    range(30).map((i) => ({
      id: sid(29000 + i),
      tenant_id: T,
      title: `旧系统文章${i}`,
      article_type: String((i % 4) + 1),
      content:
        i === 3
          ? '<script>alert(1)</script>'
          : `<p>正文${i}</p><img src="https://old.example.com/a.png" onerror="alert(1)"><script>steal()</script>`,
      author: '协会秘书处',
      status: 1,
      publish_time: '2024-03-01 10:00:00',
      is_top: i === 1 ? 1 : 0,
    })),
  );
  // Applications of the first 40 units: 1-30 approved, 31-38 rejected, 39 under review, 40 not yet submitted.
  const cupStatus = (i: number) => (i <= 30 ? 2 : i <= 38 ? 3 : i === 39 ? 1 : 0);
  await put(
    'lnjzxh_century_cup',
    range(40).map((i) => ({
      id: sid(30000 + i),
      tenant_id: T,
      award_year: 2024,
      member_id: i === 38 ? sid(20060) : sid(20010 + i),
      pro_name: `旧系统世纪杯工程${i}`,
      pro_address: `沈阳市和平区${i}号`,
      recommend_work: 'shenyang',
      build_scale: `${i}万平方米`,
      apply_status: cupStatus(i),
      submit_time: cupStatus(i) === 0 ? null : '2024-04-10 14:00:00',
    })),
  );
  await put(
    'lnjzxh_approval_record',
    range(39).flatMap((i) => [
      {
        id: sid(31000 + i * 2),
        tenant_id: T,
        business_id: sid(30000 + i),
        node_name: '提交',
        result: 1,
        opinion: null,
        operator: `旧系统建筑工程有限公司${i}`,
        create_time: '2024-04-10 14:00:00',
      },
      ...(cupStatus(i) === 1
        ? []
        : [
            {
              id: sid(31001 + i * 2),
              tenant_id: T,
              business_id: sid(30000 + i),
              node_name: '协会形式审查',
              result: cupStatus(i),
              opinion: cupStatus(i) === 2 ? '材料齐全，同意' : '工程照片不足',
              operator: '审核员',
              create_time: '2024-04-20 09:30:00',
            },
          ]),
    ]),
  );

  return {
    eventEndsEarlyId,
    scriptOnlyArticleId,
    url,
    database,
    counts,
    legacyUser,
    bcryptUser,
    badCreditCodeId,
    shortMobileId,
    unknownLevelId,
    receipts,
    certificates,
    query: async (sql, values) => (await conn.query(sql, values))[0],
    async close() {
      await conn.query(`drop database ${database}`);
      await conn.end();
    },
  };
}
