import type { Messages } from '../../domain/locales';

/** The administrators' deleted documents page, in Chinese. */
export default {
  deletedDocuments: {
    title: '已删除的文件',
    subtitle: '在保留期内删除的文件及其原件，直至被彻底清除。',
    number: '编号',
    supplier: '文件来源',
    file: '文件',
    total: '含税总额',
    deleted: '删除',
    purge: '清除日期',
    deletedBy: '%{name}，%{date}',
    original: '原件',
    download: '下载 %{name} 的原件',
    sha256: '导入时的 SHA-256，下载时校验：%{hash}',
    search: '搜索编号、来源或文件',
    count: '%{smart_count} 个已删除的文件',
    none: '没有保留的已删除文件。',
    noMatch: '没有匹配的已删除文件。',
  },
  menu: { deleteddocuments: '已删除的文件' },
} satisfies Messages;
