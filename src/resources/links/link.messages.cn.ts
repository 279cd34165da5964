import type en from './link.messages.en';
import { linkModel } from '../../domain/links/link.model';

/** Links: the resource's name, field and choice labels and its views' texts, in Simplified Chinese. */
export default {
  resources: {
    [linkModel.name]: {
      name: '链接 |||| 链接',
      fields: {
        name: '名称',
        url: '地址',
        imageurl: '图片',
        categoryuuid: '类别',
      },
    },
  },
  links: {
    view: {
      drop: '将图片拖放到此处，或点击选择',
      dropActive: '松开即可上传图片',
      uploading: '正在上传…',
      remove: '移除图片',
      rejected: '仅接受不超过 2 MB 的 PNG、JPEG、GIF 或 WebP 图片。',
      imageHint: '或粘贴图片地址（http:// 或 https://）。',
      gridTitle: '链接',
      listView: '列表视图',
      search: '搜索链接',
      uncategorised: '未分类',
      noLinks: '暂无链接。',
      noMatch: '没有与搜索匹配的链接。',
      open: '在新标签页中打开 %{name}',
      edit: '编辑 %{name}',
    },
  },
  permissions: { subject: { LINKS: '链接' } },
} satisfies typeof en;
