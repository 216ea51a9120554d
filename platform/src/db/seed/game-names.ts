import type { Locale, Localized } from './localized';

/**
 * Word lists for generating demo slot-game names. A name is one adjective plus one noun, joined
 * per locale by `composeName` (English and Chinese put the adjective first; Indonesian, Malay,
 * Brazilian Portuguese, Thai and Vietnamese put the noun first). All words are generic; no
 * trademarks or real game titles.
 */

/** Grammatical gender and number of a Portuguese noun, used to make the adjective agree. */
type PtForm = 'm' | 'f' | 'mp' | 'fp';

/** Portuguese adjectives are stored in the masculine singular (or as invariant 'de ...' phrases). */
export const GAME_ADJECTIVES: Localized[] = [
  {
    en: 'Golden',
    'zh-CN': '黄金',
    id: 'Emas',
    ms: 'Emas',
    'pt-BR': 'Dourado',
    th: 'ทองคำ',
    vi: 'Vàng',
  },
  {
    en: 'Lucky',
    'zh-CN': '幸运',
    id: 'Beruntung',
    ms: 'Bertuah',
    'pt-BR': 'da Sorte',
    th: 'นำโชค',
    vi: 'May Mắn',
  },
  {
    en: 'Mighty',
    'zh-CN': '威武',
    id: 'Perkasa',
    ms: 'Perkasa',
    'pt-BR': 'Poderoso',
    th: 'ทรงพลัง',
    vi: 'Dũng Mãnh',
  },
  {
    en: 'Jade',
    'zh-CN': '翡翠',
    id: 'Giok',
    ms: 'Jed',
    'pt-BR': 'de Jade',
    th: 'หยก',
    vi: 'Ngọc Bích',
  },
  {
    en: 'Royal',
    'zh-CN': '皇家',
    id: 'Raja',
    ms: 'Diraja',
    'pt-BR': 'Real',
    th: 'หลวง',
    vi: 'Hoàng Gia',
  },
  {
    en: 'Wild',
    'zh-CN': '狂野',
    id: 'Liar',
    ms: 'Liar',
    'pt-BR': 'Selvagem',
    th: 'ดุดัน',
    vi: 'Hoang Dã',
  },
  {
    en: 'Magic',
    'zh-CN': '魔法',
    id: 'Ajaib',
    ms: 'Ajaib',
    'pt-BR': 'Mágico',
    th: 'มหัศจรรย์',
    vi: 'Kỳ Diệu',
  },
  {
    en: 'Sacred',
    'zh-CN': '神圣',
    id: 'Suci',
    ms: 'Sakti',
    'pt-BR': 'Sagrado',
    th: 'ศักดิ์สิทธิ์',
    vi: 'Linh Thiêng',
  },
  {
    en: 'Silver',
    'zh-CN': '白银',
    id: 'Perak',
    ms: 'Perak',
    'pt-BR': 'Prateado',
    th: 'เงิน',
    vi: 'Bạc',
  },
  {
    en: 'Crimson',
    'zh-CN': '绯红',
    id: 'Merah Delima',
    ms: 'Merah Delima',
    'pt-BR': 'Carmesim',
    th: 'แดงฉาน',
    vi: 'Đỏ Thắm',
  },
  {
    en: 'Mystic',
    'zh-CN': '神秘',
    id: 'Mistis',
    ms: 'Mistik',
    'pt-BR': 'Místico',
    th: 'ลึกลับ',
    vi: 'Huyền Bí',
  },
  {
    en: 'Ancient',
    'zh-CN': '远古',
    id: 'Kuno',
    ms: 'Purba',
    'pt-BR': 'Ancestral',
    th: 'โบราณ',
    vi: 'Cổ Đại',
  },
  {
    en: 'Blazing',
    'zh-CN': '烈焰',
    id: 'Membara',
    ms: 'Membara',
    'pt-BR': 'Flamejante',
    th: 'อัคนี',
    vi: 'Rực Lửa',
  },
  {
    en: 'Diamond',
    'zh-CN': '钻石',
    id: 'Berlian',
    ms: 'Berlian',
    'pt-BR': 'de Diamante',
    th: 'เพชร',
    vi: 'Kim Cương',
  },
  {
    en: 'Happy',
    'zh-CN': '欢乐',
    id: 'Ceria',
    ms: 'Ceria',
    'pt-BR': 'Feliz',
    th: 'สุขสันต์',
    vi: 'Hạnh Phúc',
  },
  {
    en: 'Eternal',
    'zh-CN': '永恒',
    id: 'Abadi',
    ms: 'Abadi',
    'pt-BR': 'Eterno',
    th: 'นิรันดร์',
    vi: 'Vĩnh Cửu',
  },
  {
    en: 'Radiant',
    'zh-CN': '璀璨',
    id: 'Gemilang',
    ms: 'Gemilang',
    'pt-BR': 'Radiante',
    th: 'เจิดจรัส',
    vi: 'Rực Rỡ',
  },
  {
    en: 'Prosperous',
    'zh-CN': '富贵',
    id: 'Makmur',
    ms: 'Makmur',
    'pt-BR': 'Próspero',
    th: 'มั่งคั่ง',
    vi: 'Thịnh Vượng',
  },
  {
    en: 'Celestial',
    'zh-CN': '天界',
    id: 'Surgawi',
    ms: 'Kayangan',
    'pt-BR': 'Celestial',
    th: 'สวรรค์',
    vi: 'Thiên Giới',
  },
  {
    en: 'Hidden',
    'zh-CN': '隐秘',
    id: 'Tersembunyi',
    ms: 'Tersembunyi',
    'pt-BR': 'Oculto',
    th: 'ซ่อนเร้น',
    vi: 'Bí Ẩn',
  },
  {
    en: 'Legendary',
    'zh-CN': '传奇',
    id: 'Legendaris',
    ms: 'Lagenda',
    'pt-BR': 'Lendário',
    th: 'ในตำนาน',
    vi: 'Huyền Thoại',
  },
  {
    en: 'Thunder',
    'zh-CN': '雷霆',
    id: 'Petir',
    ms: 'Halilintar',
    'pt-BR': 'do Trovão',
    th: 'สายฟ้า',
    vi: 'Sấm Sét',
  },
  {
    en: 'Rising',
    'zh-CN': '腾飞',
    id: 'Bangkit',
    ms: 'Bangkit',
    'pt-BR': 'Ascendente',
    th: 'รุ่งโรจน์',
    vi: 'Trỗi Dậy',
  },
  {
    en: 'Imperial',
    'zh-CN': '帝王',
    id: 'Agung',
    ms: 'Agung',
    'pt-BR': 'Imperial',
    th: 'จักรพรรดิ',
    vi: 'Đế Vương',
  },
];

const NOUNS: { name: Localized; pt: PtForm }[] = [
  {
    name: {
      en: 'Dragon',
      'zh-CN': '龙',
      id: 'Naga',
      ms: 'Naga',
      'pt-BR': 'Dragão',
      th: 'มังกร',
      vi: 'Rồng',
    },
    pt: 'm',
  },
  {
    name: {
      en: 'Tiger',
      'zh-CN': '虎',
      id: 'Harimau',
      ms: 'Harimau',
      'pt-BR': 'Tigre',
      th: 'เสือ',
      vi: 'Hổ',
    },
    pt: 'm',
  },
  {
    name: {
      en: 'Phoenix',
      'zh-CN': '凤凰',
      id: 'Feniks',
      ms: 'Feniks',
      'pt-BR': 'Fênix',
      th: 'หงส์',
      vi: 'Phượng Hoàng',
    },
    pt: 'f',
  },
  {
    name: {
      en: 'Treasure',
      'zh-CN': '宝藏',
      id: 'Harta Karun',
      ms: 'Harta Karun',
      'pt-BR': 'Tesouro',
      th: 'สมบัติ',
      vi: 'Kho Báu',
    },
    pt: 'm',
  },
  {
    name: {
      en: 'Pearl',
      'zh-CN': '明珠',
      id: 'Mutiara',
      ms: 'Mutiara',
      'pt-BR': 'Pérola',
      th: 'ไข่มุก',
      vi: 'Ngọc Trai',
    },
    pt: 'f',
  },
  {
    name: {
      en: 'Koi',
      'zh-CN': '锦鲤',
      id: 'Koi',
      ms: 'Koi',
      'pt-BR': 'Carpa',
      th: 'ปลาคาร์ป',
      vi: 'Cá Chép',
    },
    pt: 'f',
  },
  {
    name: {
      en: 'Panda',
      'zh-CN': '熊猫',
      id: 'Panda',
      ms: 'Panda',
      'pt-BR': 'Panda',
      th: 'แพนด้า',
      vi: 'Gấu Trúc',
    },
    pt: 'm',
  },
  {
    name: {
      en: 'Lion',
      'zh-CN': '雄狮',
      id: 'Singa',
      ms: 'Singa',
      'pt-BR': 'Leão',
      th: 'สิงโต',
      vi: 'Sư Tử',
    },
    pt: 'm',
  },
  {
    name: {
      en: 'Empire',
      'zh-CN': '帝国',
      id: 'Kekaisaran',
      ms: 'Empayar',
      'pt-BR': 'Império',
      th: 'จักรวรรดิ',
      vi: 'Đế Chế',
    },
    pt: 'm',
  },
  {
    name: {
      en: 'Gems',
      'zh-CN': '宝石',
      id: 'Permata',
      ms: 'Permata',
      'pt-BR': 'Gemas',
      th: 'อัญมณี',
      vi: 'Đá Quý',
    },
    pt: 'fp',
  },
  {
    name: {
      en: 'Temple',
      'zh-CN': '神殿',
      id: 'Kuil',
      ms: 'Kuil',
      'pt-BR': 'Templo',
      th: 'วิหาร',
      vi: 'Đền',
    },
    pt: 'm',
  },
  {
    name: {
      en: 'Moon',
      'zh-CN': '明月',
      id: 'Bulan',
      ms: 'Bulan',
      'pt-BR': 'Lua',
      th: 'จันทรา',
      vi: 'Trăng',
    },
    pt: 'f',
  },
  {
    name: {
      en: 'Fortune',
      'zh-CN': '财富',
      id: 'Rezeki',
      ms: 'Rezeki',
      'pt-BR': 'Fortuna',
      th: 'โชคลาภ',
      vi: 'Tài Lộc',
    },
    pt: 'f',
  },
  {
    name: {
      en: 'Lotus',
      'zh-CN': '莲花',
      id: 'Teratai',
      ms: 'Teratai',
      'pt-BR': 'Lótus',
      th: 'บัว',
      vi: 'Hoa Sen',
    },
    pt: 'm',
  },
  {
    name: {
      en: 'Palace',
      'zh-CN': '宫殿',
      id: 'Istana',
      ms: 'Istana',
      'pt-BR': 'Palácio',
      th: 'วัง',
      vi: 'Cung Điện',
    },
    pt: 'm',
  },
  {
    name: {
      en: 'Warrior',
      'zh-CN': '战士',
      id: 'Kesatria',
      ms: 'Pendekar',
      'pt-BR': 'Guerreiro',
      th: 'นักรบ',
      vi: 'Chiến Binh',
    },
    pt: 'm',
  },
  {
    name: {
      en: 'Kingdom',
      'zh-CN': '王国',
      id: 'Kerajaan',
      ms: 'Kerajaan',
      'pt-BR': 'Reino',
      th: 'อาณาจักร',
      vi: 'Vương Quốc',
    },
    pt: 'm',
  },
  {
    name: {
      en: 'Crown',
      'zh-CN': '皇冠',
      id: 'Mahkota',
      ms: 'Mahkota',
      'pt-BR': 'Coroa',
      th: 'มงกุฎ',
      vi: 'Vương Miện',
    },
    pt: 'f',
  },
  {
    name: {
      en: 'Riches',
      'zh-CN': '财宝',
      id: 'Kekayaan',
      ms: 'Kekayaan',
      'pt-BR': 'Riquezas',
      th: 'ขุมทรัพย์',
      vi: 'Châu Báu',
    },
    pt: 'fp',
  },
  {
    name: {
      en: 'Goddess',
      'zh-CN': '女神',
      id: 'Dewi',
      ms: 'Dewi',
      'pt-BR': 'Deusa',
      th: 'เทพธิดา',
      vi: 'Nữ Thần',
    },
    pt: 'f',
  },
  {
    name: {
      en: 'Elephant',
      'zh-CN': '巨象',
      id: 'Gajah',
      ms: 'Gajah',
      'pt-BR': 'Elefante',
      th: 'ช้าง',
      vi: 'Voi',
    },
    pt: 'm',
  },
  {
    name: {
      en: 'Garden',
      'zh-CN': '花园',
      id: 'Taman',
      ms: 'Taman',
      'pt-BR': 'Jardim',
      th: 'อุทยาน',
      vi: 'Khu Vườn',
    },
    pt: 'm',
  },
  {
    name: {
      en: 'Stars',
      'zh-CN': '星辰',
      id: 'Bintang',
      ms: 'Bintang',
      'pt-BR': 'Estrelas',
      th: 'ดวงดาว',
      vi: 'Ngôi Sao',
    },
    pt: 'fp',
  },
  {
    name: {
      en: 'Dynasty',
      'zh-CN': '王朝',
      id: 'Dinasti',
      ms: 'Dinasti',
      'pt-BR': 'Dinastia',
      th: 'ราชวงศ์',
      vi: 'Vương Triều',
    },
    pt: 'f',
  },
];

export const GAME_NOUNS: Localized[] = NOUNS.map((noun) => noun.name);

const PT_NOUN_FORMS = new Map<string, PtForm>(NOUNS.map((noun) => [noun.name['pt-BR'], noun.pt]));

function pluralizePt(word: string): string {
  if (/[aeiouáéíóúâêô]$/.test(word)) return `${word}s`;
  if (word.endsWith('m')) return `${word.slice(0, -1)}ns`;
  if (word.endsWith('l')) return `${word.slice(0, -1)}is`;
  if (/[rsz]$/.test(word)) return `${word}es`;
  return word;
}

/** Makes a masculine-singular Portuguese adjective agree with the noun ('de ...' phrases never change). */
function inflectPt(adj: string, form: PtForm): string {
  if (/^(de|da|do|das|dos) /.test(adj)) return adj;
  let word = adj;
  if (form === 'f' || form === 'fp') word = word.replace(/o$/, 'a');
  if (form === 'mp' || form === 'fp') word = pluralizePt(word);
  return word;
}

/**
 * Joins an adjective and a noun (both already in `locale`) into a game name using that
 * language's word order, e.g. en 'Golden Dragon', zh-CN '黄金龙', id/ms 'Naga Emas',
 * pt-BR 'Dragão Dourado' / 'Pérola Dourada', th 'มังกรทองคำ', vi 'Rồng Vàng'.
 */
export function composeName(locale: Locale, adj: string, noun: string): string {
  switch (locale) {
    case 'en':
      return `${adj} ${noun}`;
    case 'zh-CN':
      return `${adj}${noun}`;
    case 'th':
      return `${noun}${adj}`;
    case 'pt-BR':
      return `${noun} ${inflectPt(adj, PT_NOUN_FORMS.get(noun) ?? 'm')}`;
    case 'id':
    case 'ms':
    case 'vi':
      return `${noun} ${adj}`;
  }
}
