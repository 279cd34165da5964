import type { Messages } from '../../domain/locales';
import auditWords from '../../domain/audit/auditWords.cn';

/** The audit trail's texts (the Audit page, the history panels), in Chinese. */
export default {
  audit: {
    title: '审计日志',
    subtitle: '每一次更改：由谁、何时、从何处进行。条目永不修改或删除。',
    history: '历史记录',
    historyEmpty: '尚无更改记录。',
    more: '显示更早的更改',
    system: '系统',
    by: '%{user} · %{at}',
    empty: '空',
    noChange: '没有字段更改。',
    more_fields: '以及另外 %{smart_count} 个字段',
    values_changed: '%{smart_count} 个值已更改',
    columns: {
      at: '时间',
      user: '用户',
      entity: '对象',
      action: '操作',
      changes: '更改',
      address: '地址',
    },
    filters: {
      user: '用户',
      entity: '记录类型',
      entityId: '记录标识',
      action: '操作',
      from: '从',
      to: '至',
      all: '全部',
      clear: '清除筛选',
    },
    count: '%{smart_count} 条',
    none: '没有符合这些筛选条件的条目。',
    verify: '校验链',
    verified: '链完整：没有条目被修改或删除。',
    broken: '链在第 %{seq} 条（id %{id}）处断开：%{reason}。',
    reason: {
      sequence: '其前面的条目缺失',
      link: '它未链接到前一条目',
      hash: '其内容在写入后被修改',
      tail: '该条目及其后的条目已被删除（链的最后一环指向它）',
    },
    exportStarted: '导出正在准备中：请在“导出”页面查看。',
    ...auditWords,
  },
} satisfies Messages;
