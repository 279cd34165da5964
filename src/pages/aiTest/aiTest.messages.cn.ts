import type en from './aiTest.messages.en';

/** The AI test page's texts, in Simplified Chinese. */
export default {
  aitest: {
    title: 'AI 测试台',
    subtitle: '查看文件的读取结果以及提取出的字段。',
    file: '选择文件',
    configuration: 'AI 配置',
    none: '仅使用内置提取器',
    embedmode: '发送给模型',
    OCRRESULT: '读取的文本',
    FILE: '文件',
    run: '运行测试',
    ocrOnly: '仅读取（OCR）',
    text: '读取的文本（%{source}，%{pages} 页，%{ms} 毫秒）',
    fields: '找到的字段',
    builtin: '内置提取器',
    model: 'AI 模型',
    empty: '未找到',
    noEndpoint: '此服务器未配置 AI 服务：结果来自内置提取器。',
    field: {
      number: '编号',
      type: '类型',
      direction: '方向',
      supplier: '单据来源',
      date: '日期',
      dueDate: '到期日',
      currency: '币种',
      ht: '不含税合计',
      vat: '增值税',
      ttc: '含税合计',
      vatLines: '按税率的增值税',
    },
    type: {
      INVOICE: '发票',
      CREDIT: '贷项通知单',
    },
    direction: {
      SUPPLIER: '收到（采购）',
      CUSTOMER: '开出（销售）',
    },
    source: {
      xml: '电子发票 XML',
      text: 'PDF 文本',
      ocr: 'OCR',
      llm: 'AI 模型',
      none: '未读取到内容',
    },
    vatLine: '%{rate} %：计税基数 %{base}，增值税 %{vat}',
  },
} satisfies typeof en;
