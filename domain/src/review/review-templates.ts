import type { CommentRequired, SheetItem } from './review-rules.js';

/** A review sheet template of SPEC section 2 (expertTable/<key>), seeded as base data. */
export interface SheetTemplate {
  key: string;
  name: string;
  discipline: string;
  items: SheetItem[];
}

const items = (rows: [string, string, number, CommentRequired?][]): SheetItem[] =>
  rows.map(([key, label, maxPoints, commentRequired]) => ({
    key,
    label,
    maxPoints,
    weight: 1,
    commentRequired: commentRequired ?? 'extreme',
  }));

/** The award type the templates are seeded for (staff add sheets for other types and programmes). */
export const TEMPLATE_AWARD_TYPE = 'century_cup';

export const SHEET_TEMPLATES: readonly SheetTemplate[] = [
  {
    key: 'tujianshiti',
    name: '土建实体',
    discipline: 'tujian',
    items: items([
      ['dijijichu', '地基与基础', 15],
      ['zhutijiegou', '主体结构', 25],
      ['wumian', '屋面工程', 10],
      ['zhuangshi', '装饰装修', 20],
      ['jieneng', '建筑节能', 10],
      ['guanganzhiliang', '观感质量', 15],
      ['xinjishu', '新技术应用', 5, 'never'],
    ]),
  },
  {
    key: 'tujiandangan',
    name: '土建档案',
    discipline: 'tujian',
    items: items([
      ['zhiliangkongzhi', '质量控制资料', 30],
      ['anquangongneng', '安全和功能检验资料', 25],
      ['yanshoujilu', '施工验收记录', 20],
      ['shigongjilu', '施工记录', 15],
      ['zhenglizhengli', '资料整理与归档', 10, 'never'],
    ]),
  },
  {
    key: 'shuinuanshiti',
    name: '水暖实体',
    discipline: 'shuinuan',
    items: items([
      ['jishui', '给水系统', 20],
      ['paishui', '排水系统', 20],
      ['gongnuan', '供暖系统', 20],
      ['xiaofang', '消防系统', 15],
      ['tongfeng', '通风与空调', 15],
      ['guanganzhiliang', '观感质量', 10],
    ]),
  },
  {
    key: 'shuinuandangan',
    name: '水暖档案',
    discipline: 'shuinuan',
    items: items([
      ['cailiaojianyan', '材料设备进场检验', 25],
      ['shiyajilu', '试压与冲洗记录', 25],
      ['tiaoshijilu', '系统调试记录', 20],
      ['yanshoujilu', '分项验收记录', 20],
      ['guidang', '资料整理与归档', 10, 'never'],
    ]),
  },
  {
    key: 'dianqishiti',
    name: '电气实体',
    discipline: 'dianqi',
    items: items([
      ['peidian', '变配电设备', 20],
      ['xianlu', '线路敷设', 20],
      ['zhaoming', '照明系统', 15],
      ['fangleijiedi', '防雷与接地', 20],
      ['ruodian', '智能化与弱电', 15],
      ['guanganzhiliang', '观感质量', 10],
    ]),
  },
  {
    key: 'dianqidangan',
    name: '电气档案',
    discipline: 'dianqi',
    items: items([
      ['cailiaojianyan', '材料设备进场检验', 25],
      ['jueyuanceshi', '绝缘与接地电阻测试', 25],
      ['tiaoshijilu', '系统调试与试运行', 20],
      ['yanshoujilu', '分项验收记录', 20],
      ['guidang', '资料整理与归档', 10, 'never'],
    ]),
  },
  {
    key: 'shizhengdaolu',
    name: '市政道路',
    discipline: 'shizheng',
    items: items([
      ['luji', '路基', 20],
      ['jiceng', '基层', 20],
      ['mianceng', '面层', 25],
      ['renxingdao', '人行道与附属构筑物', 10],
      ['paishui', '排水设施', 15],
      ['guanganzhiliang', '观感质量', 10],
    ]),
  },
  {
    key: 'shizhengshoudongluru',
    name: '市政手动录入',
    discipline: 'shizheng',
    items: items([
      ['gongchengguimo', '工程规模与难度', 20],
      ['zhiliangmubiao', '质量目标实现', 25],
      ['anquanwenming', '安全文明施工', 15],
      ['xinjishu', '新技术应用', 15, 'never'],
      ['shehuixiaoyi', '社会效益', 15, 'never'],
      ['yonghupingjia', '用户评价', 10],
    ]),
  },
  {
    key: 'shizhengdaoluziliao',
    name: '市政道路资料',
    discipline: 'shizheng',
    items: items([
      ['zhiliangkongzhi', '质量控制资料', 30],
      ['jiancejilu', '检测与试验记录', 25],
      ['yinbiyanshou', '隐蔽工程验收', 20],
      ['jungongtu', '竣工图', 15],
      ['guidang', '资料整理与归档', 10, 'never'],
    ]),
  },
];
