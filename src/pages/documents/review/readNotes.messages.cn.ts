import type en from './readNotes.messages.en';

/** What reading a file noted on its document (src/domain/documents/readNotes.ts), in Chinese. */
export default {
  documents: {
    readNotes: {
      ocrGarbled: '第 %{page} 页：文本层乱码（%{why}），已通过 OCR 读取',
      ocrGarbledKept: '第 %{page} 页：文本层乱码（%{why}）；OCR 未读出更多内容，保留文本层',
      ocrNoAmounts: '第 %{page} 页：文本层没有金额，已通过 OCR 读取',
      ocrNoDates: '第 %{page} 页：文本层没有日期，已通过 OCR 读取',
      garbledOcrOff: '第 %{page} 页：文本层乱码（%{why}），且 OCR 已关闭',
      someNoTextOcrOff: '部分页面没有可用文本，且 OCR 已关闭',
      noTextOcrOff: '没有文本层，且 OCR 已关闭',
      akiOcrOff: 'AKI 需要 OCR，但 OCR 已关闭：使用了文本层',
      imageOcrOff: 'OCR 已关闭：图片没有可读取的文本',
      ocrNoText: 'OCR 未找到文本',
      noTextEvenOcr: '未找到文本，OCR 也没有',
      damagedPdf: 'PDF 已损坏：页面通过 OCR 读取',
      contentType: '文件内容是 %{detected}，而不是 %{declared}',
      stoppedTime: '识别超过 %{seconds} 秒（上限）已被停止：请人工核对',
      stoppedTimePartial:
        '识别超过 %{seconds} 秒（上限），在 %{pages} 页中读完 %{read} 页后被停止；其余未读取：请人工核对',
      stoppedTimeNothing: '识别超过 %{seconds} 秒（上限），在读取任何内容前被停止：请人工核对',
      stoppedPages: '识别在 %{max} 页（上限）后停止；其余 %{rest} 页未读取：请人工核对',
      why: {
        'odd-characters': '异常字符',
        'implausible-words': '不合理的词',
        'spaced-letters': '字母分散',
        unreadable: '无法读取',
      },
    },
  },
} satisfies typeof en;
