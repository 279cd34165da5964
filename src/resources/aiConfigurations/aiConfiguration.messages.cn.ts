import type en from './aiConfiguration.messages.en';
import { aiConfigurationModel } from '../../domain/aiConfigurations/aiConfiguration.model';

/** AI configurations: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [aiConfigurationModel.name]: {
      name: 'AI 配置 |||| AI 配置',
      fields: {
        name: '名称',
        description: '描述',
        model: '模型',
        categoryuuid: '类别',
        temperature: '温度',
        topp: 'Top P 采样',
        frequencypenalty: '频率惩罚',
        presencepenalty: '存在惩罚',
        maxtokens: '最大令牌数',
        usedefaultprompt: '使用公司的默认提示词',
        defaultprompt: '提示词',
      },
    },
  },
  aiconfigurations: {
    form: {
      settings: '生成设置',
      prompt: '提示词',
      range: '%{min} 到 %{max}',
      defaultPromptHint: '将使用公司的默认单据提示词；关闭此项即可为此配置编写专用提示词。',
      ownPromptHint: '此提示词将替代公司的默认单据提示词。',
      modelHint: '提供商和模型，例如 openai/gpt-4o',
    },
  },
  permissions: { subject: { PROMPTS: 'AI 提示词' } },
} satisfies typeof en;
