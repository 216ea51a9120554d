import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { chatCannedReplies } from '../schema';

/** Replies support staff send most, in every portal language. */
const CANNED = [
  {
    title: {
      en: 'Greeting',
      'zh-CN': '问候',
      id: 'Salam',
      ms: 'Ucapan',
      'pt-BR': 'Saudação',
      th: 'ทักทาย',
      vi: 'Chào hỏi',
    },
    body: {
      en: 'Hello, thank you for contacting us. How can I help you today?',
      'zh-CN': '您好，感谢您联系我们。请问今天有什么可以帮您？',
      id: 'Halo, terima kasih telah menghubungi kami. Ada yang bisa saya bantu hari ini?',
      ms: 'Helo, terima kasih kerana menghubungi kami. Apa yang boleh saya bantu hari ini?',
      'pt-BR': 'Olá, obrigado por entrar em contato. Como posso ajudar hoje?',
      th: 'สวัสดีค่ะ ขอบคุณที่ติดต่อเรา วันนี้มีอะไรให้ช่วยไหมคะ',
      vi: 'Xin chào, cảm ơn bạn đã liên hệ. Hôm nay tôi có thể giúp gì cho bạn?',
    },
  },
  {
    title: {
      en: 'Checking a deposit',
      'zh-CN': '查询存款',
      id: 'Memeriksa deposit',
      ms: 'Menyemak deposit',
      'pt-BR': 'Verificando depósito',
      th: 'ตรวจสอบการฝาก',
      vi: 'Kiểm tra nạp tiền',
    },
    body: {
      en: 'I am checking your deposit now. Please send the bank receipt if you have it.',
      'zh-CN': '我正在为您查询这笔存款。如有银行收据，请发送给我们。',
      id: 'Saya sedang memeriksa deposit Anda. Silakan kirim bukti transfer bank jika ada.',
      ms: 'Saya sedang menyemak deposit anda. Sila hantar resit bank jika ada.',
      'pt-BR': 'Estou verificando seu depósito agora. Envie o comprovante bancário, se tiver.',
      th: 'กำลังตรวจสอบยอดฝากของคุณ หากมีสลิปธนาคารกรุณาส่งมาด้วยค่ะ',
      vi: 'Tôi đang kiểm tra khoản nạp của bạn. Vui lòng gửi biên lai ngân hàng nếu có.',
    },
  },
  {
    title: {
      en: 'Withdrawal times',
      'zh-CN': '提款时间',
      id: 'Waktu penarikan',
      ms: 'Masa pengeluaran',
      'pt-BR': 'Prazo de saque',
      th: 'ระยะเวลาถอน',
      vi: 'Thời gian rút tiền',
    },
    body: {
      en: 'Withdrawals are usually paid within 30 minutes once approved.',
      'zh-CN': '提款审核通过后通常会在 30 分钟内到账。',
      id: 'Penarikan biasanya dibayarkan dalam 30 menit setelah disetujui.',
      ms: 'Pengeluaran biasanya dibayar dalam 30 minit selepas diluluskan.',
      'pt-BR': 'Saques costumam ser pagos em até 30 minutos após a aprovação.',
      th: 'การถอนเงินมักได้รับภายใน 30 นาทีหลังอนุมัติ',
      vi: 'Rút tiền thường được thanh toán trong vòng 30 phút sau khi duyệt.',
    },
  },
  {
    title: {
      en: 'Closing',
      'zh-CN': '结束语',
      id: 'Penutup',
      ms: 'Penutup',
      'pt-BR': 'Encerramento',
      th: 'ปิดการสนทนา',
      vi: 'Kết thúc',
    },
    body: {
      en: 'Is there anything else I can help you with? Have a nice day!',
      'zh-CN': '还有其他可以帮您的吗？祝您愉快！',
      id: 'Ada lagi yang bisa saya bantu? Semoga hari Anda menyenangkan!',
      ms: 'Ada apa-apa lagi yang boleh saya bantu? Semoga hari anda indah!',
      'pt-BR': 'Posso ajudar em mais alguma coisa? Tenha um ótimo dia!',
      th: 'มีอะไรให้ช่วยเพิ่มเติมไหมคะ ขอให้มีวันที่ดีค่ะ',
      vi: 'Tôi có thể giúp gì thêm không? Chúc bạn một ngày tốt lành!',
    },
  },
];

/** Canned replies, once: an install that has any (an operator's own) keeps them. */
export async function seedChat(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(chatCannedReplies);
  if ((row?.n ?? 0) > 0) return;
  await db.insert(chatCannedReplies).values(CANNED.map((c, sort) => ({ ...c, sort })));
}
