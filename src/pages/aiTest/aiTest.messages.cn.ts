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
  },
} satisfies typeof en;
