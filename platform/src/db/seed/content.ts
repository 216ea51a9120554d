import type { PromotionCategory } from '../../../../lib/contract/catalogue';
import type { Localized } from './localized';
import type { PromotionKind, PromotionRules } from '../schema';

/**
 * Demo CMS content for the seed: promotions, announcements, help-centre articles, banner
 * headlines and game-category labels, in every supported locale. Amounts are in Malaysian
 * ringgit (RM) and times in GMT+8, matching the demo brand. HTML fragments use only simple
 * tags so they render safely inside the portal's rich-text blocks.
 */

export type SeedPromotion = {
  category: PromotionCategory;
  title: Localized;
  summary: Localized;
  content: Localized;
  /** What members can claim (text-only promotions leave it out); the rules match the text. */
  claim?: { kind: PromotionKind; rules: PromotionRules };
  /** Days from the seed to its end (a raffle draws then); absent: the usual schedule. */
  endsInDays?: number;
};

export type SeedAnnouncement = {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: Localized;
  content: Localized;
  daysAgo: number;
};

export type SeedHelpArticle = {
  tag: string;
  category: 'account' | 'wallet' | 'games' | 'responsible' | 'about';
  title: Localized;
  content: Localized;
};

export type BannerGroup =
  | 'home'
  | 'rng'
  | 'live'
  | 'fish'
  | 'pvp'
  | 'sports'
  | 'esports'
  | 'lott'
  | 'down'
  | 'promotion'
  | 'shop'
  | 'help'
  | 'reg'
  | 'inhouse';

/** Closing paragraph shared by every promotion: age limit, responsible gaming, general terms. */
const PROMO_FOOTER: Localized = {
  en: '<p><strong>18+ only.</strong> Please play responsibly: you can set deposit limits or take a break at any time from your account settings. General promotion terms apply, and we reserve the right to amend, suspend or cancel this promotion or withhold bonuses in cases of abuse.</p>',
  'zh-CN':
    '<p><strong>仅限18岁及以上玩家参与。</strong>请理性娱乐：您可随时在账户设置中设定存款限额或暂停游戏。本活动适用一般优惠条款，如发现滥用行为，我们保留修改、暂停或取消本活动及扣回奖金的权利。</p>',
  id: '<p><strong>Khusus 18+.</strong> Bermainlah secara bertanggung jawab: Anda dapat mengatur batas deposit atau beristirahat kapan saja melalui pengaturan akun. Syarat dan ketentuan umum promosi berlaku, dan kami berhak mengubah, menangguhkan, atau membatalkan promosi ini maupun menahan bonus jika terjadi penyalahgunaan.</p>',
  ms: '<p><strong>Untuk 18 tahun ke atas sahaja.</strong> Sila bermain secara bertanggungjawab: anda boleh menetapkan had deposit atau berehat pada bila-bila masa melalui tetapan akaun. Terma dan syarat am promosi terpakai, dan kami berhak meminda, menggantung atau membatalkan promosi ini serta menahan bonus sekiranya berlaku penyalahgunaan.</p>',
  'pt-BR':
    '<p><strong>Proibido para menores de 18 anos.</strong> Jogue com responsabilidade: você pode definir limites de depósito ou fazer uma pausa a qualquer momento nas configurações da conta. Aplicam-se os termos gerais de promoções, e nos reservamos o direito de alterar, suspender ou cancelar esta promoção, ou reter bônus em caso de abuso.</p>',
  th: '<p><strong>สำหรับผู้มีอายุ 18 ปีขึ้นไปเท่านั้น</strong> โปรดเล่นอย่างมีความรับผิดชอบ คุณสามารถตั้งวงเงินฝากหรือพักการเล่นได้ทุกเมื่อในหน้าตั้งค่าบัญชี ข้อกำหนดและเงื่อนไขทั่วไปของโปรโมชั่นมีผลบังคับใช้ และเราขอสงวนสิทธิ์ในการแก้ไข ระงับ หรือยกเลิกโปรโมชั่นนี้ รวมถึงระงับโบนัสหากพบการใช้สิทธิ์โดยมิชอบ</p>',
  vi: '<p><strong>Chỉ dành cho người từ 18 tuổi trở lên.</strong> Hãy chơi có trách nhiệm: bạn có thể đặt giới hạn nạp tiền hoặc tạm nghỉ bất cứ lúc nào trong phần cài đặt tài khoản. Áp dụng các điều khoản khuyến mãi chung; chúng tôi có quyền sửa đổi, tạm ngưng hoặc hủy bỏ khuyến mãi này, cũng như giữ lại tiền thưởng nếu phát hiện hành vi lạm dụng.</p>',
};

export const PROMOTIONS: SeedPromotion[] = [
  {
    category: 'new_player',
    claim: {
      kind: 'FIRST_DEPOSIT',
      rules: {
        percentBp: 10_000,
        cap: 88_800,
        minDeposit: 5_000,
        turnoverMultiple: 20,
        validDays: 30,
        // "wagered 20x on slots": slots count in full, other games not at all.
        weights: { RNG: 10_000, '*': 0 },
      },
    },
    title: {
      en: '100% Welcome Bonus up to RM888',
      'zh-CN': '新会员首存100%奖金，最高RM888',
      id: 'Bonus Sambutan 100% hingga RM888',
      ms: 'Bonus Alu-aluan 100% sehingga RM888',
      'pt-BR': 'Bônus de Boas-Vindas de 100% até RM888',
      th: 'โบนัสต้อนรับ 100% สูงสุด RM888',
      vi: 'Thưởng Chào Mừng 100% lên đến RM888',
    },
    summary: {
      en: 'Double your first deposit with a 100% slots bonus of up to RM888.',
      'zh-CN': '首次存款即享100%老虎机奖金，最高可得RM888，本金轻松翻倍。',
      id: 'Gandakan deposit pertama Anda dengan bonus slot 100% hingga RM888.',
      ms: 'Gandakan deposit pertama anda dengan bonus slot 100% sehingga RM888.',
      'pt-BR': 'Dobre seu primeiro depósito com um bônus de 100% em slots de até RM888.',
      th: 'ฝากครั้งแรกรับโบนัสสล็อต 100% สูงสุด RM888 เพิ่มทุนเป็นสองเท่า',
      vi: 'Nhân đôi lần nạp đầu tiên với tiền thưởng slot 100%, tối đa RM888.',
    },
    content: {
      en: `<h3>How to join</h3><ul><li>Register a new account and make your first deposit of at least <strong>RM50</strong>.</li><li>Select the Welcome Bonus on the deposit page, or claim it in Promotions before placing any bet.</li><li>Receive a 100% matching bonus of up to <strong>RM888</strong>, credited instantly.</li></ul><h3>Terms</h3><ul><li>The deposit plus bonus must be wagered <strong>20x</strong> on slots before withdrawal.</li><li>The bonus is valid for <strong>30 days</strong> from the time it is credited.</li><li>Maximum bet while the bonus is active: RM25 per spin or round.</li><li>Limited to one welcome bonus per player, household, device and bank account.</li></ul>${PROMO_FOOTER.en}`,
      'zh-CN': `<h3>参与方式</h3><ul><li>注册新账户并完成首次存款，最低<strong>RM50</strong>。</li><li>在存款页面选择新会员首存奖金，或在投注前于优惠页面申请。</li><li>即可获得100%存款奖金，最高<strong>RM888</strong>，即时到账。</li></ul><h3>活动条款</h3><ul><li>存款加奖金需在老虎机游戏中完成<strong>20倍</strong>流水方可提款。</li><li>奖金自到账起<strong>30天</strong>内有效。</li><li>奖金使用期间，每次旋转或每局最高投注为RM25。</li><li>每位玩家、每个家庭、每台设备及每个银行账户仅限领取一次。</li></ul>${PROMO_FOOTER['zh-CN']}`,
      id: `<h3>Cara ikut</h3><ul><li>Daftar akun baru dan lakukan deposit pertama minimal <strong>RM50</strong>.</li><li>Pilih Bonus Sambutan di halaman deposit, atau klaim di halaman Promosi sebelum memasang taruhan apa pun.</li><li>Dapatkan bonus 100% dari deposit hingga <strong>RM888</strong>, langsung masuk ke akun.</li></ul><h3>Syarat</h3><ul><li>Deposit dan bonus harus memenuhi turnover <strong>20x</strong> di permainan slot sebelum penarikan.</li><li>Bonus berlaku selama <strong>30 hari</strong> sejak dikreditkan.</li><li>Taruhan maksimal selama bonus aktif: RM25 per putaran atau ronde.</li><li>Terbatas satu bonus sambutan per pemain, rumah tangga, perangkat, dan rekening bank.</li></ul>${PROMO_FOOTER.id}`,
      ms: `<h3>Cara menyertai</h3><ul><li>Daftar akaun baharu dan buat deposit pertama sekurang-kurangnya <strong>RM50</strong>.</li><li>Pilih Bonus Alu-aluan di halaman deposit, atau tuntut di halaman Promosi sebelum membuat sebarang pertaruhan.</li><li>Terima bonus padanan 100% sehingga <strong>RM888</strong>, dikreditkan serta-merta.</li></ul><h3>Terma</h3><ul><li>Deposit berserta bonus perlu mencapai turnover <strong>20x</strong> dalam permainan slot sebelum pengeluaran.</li><li>Bonus sah selama <strong>30 hari</strong> dari masa ia dikreditkan.</li><li>Pertaruhan maksimum semasa bonus aktif: RM25 bagi setiap putaran atau pusingan.</li><li>Terhad kepada satu bonus alu-aluan bagi setiap pemain, isi rumah, peranti dan akaun bank.</li></ul>${PROMO_FOOTER.ms}`,
      'pt-BR': `<h3>Como participar</h3><ul><li>Cadastre uma nova conta e faça seu primeiro depósito de no mínimo <strong>RM50</strong>.</li><li>Selecione o Bônus de Boas-Vindas na página de depósito ou resgate-o em Promoções antes de fazer qualquer aposta.</li><li>Receba um bônus de 100% do valor depositado, até <strong>RM888</strong>, creditado na hora.</li></ul><h3>Termos</h3><ul><li>O valor do depósito mais o bônus deve ser apostado <strong>20x</strong> em slots antes do saque.</li><li>O bônus é válido por <strong>30 dias</strong> a partir do crédito.</li><li>Aposta máxima com bônus ativo: RM25 por giro ou rodada.</li><li>Limitado a um bônus de boas-vindas por jogador, residência, dispositivo e conta bancária.</li></ul>${PROMO_FOOTER['pt-BR']}`,
      th: `<h3>วิธีร่วมรายการ</h3><ul><li>สมัครบัญชีใหม่และฝากเงินครั้งแรกขั้นต่ำ <strong>RM50</strong></li><li>เลือกโบนัสต้อนรับในหน้าฝากเงิน หรือกดรับในหน้าโปรโมชั่นก่อนวางเดิมพันใดๆ</li><li>รับโบนัส 100% ของยอดฝาก สูงสุด <strong>RM888</strong> เข้าบัญชีทันที</li></ul><h3>เงื่อนไข</h3><ul><li>ยอดฝากรวมโบนัสต้องทำเทิร์นโอเวอร์ <strong>20 เท่า</strong> ในเกมสล็อตก่อนถอนเงิน</li><li>โบนัสมีอายุ <strong>30 วัน</strong> นับจากวันที่ได้รับ</li><li>ระหว่างใช้โบนัส เดิมพันสูงสุดได้ RM25 ต่อการหมุนหรือต่อรอบ</li><li>จำกัดหนึ่งสิทธิ์ต่อผู้เล่น ครัวเรือน อุปกรณ์ และบัญชีธนาคาร</li></ul>${PROMO_FOOTER.th}`,
      vi: `<h3>Cách tham gia</h3><ul><li>Đăng ký tài khoản mới và nạp tiền lần đầu tối thiểu <strong>RM50</strong>.</li><li>Chọn Thưởng Chào Mừng tại trang nạp tiền hoặc nhận tại trang Khuyến Mãi trước khi đặt bất kỳ cược nào.</li><li>Nhận thưởng 100% giá trị nạp, tối đa <strong>RM888</strong>, cộng ngay vào tài khoản.</li></ul><h3>Điều khoản</h3><ul><li>Tiền nạp cộng tiền thưởng cần đạt <strong>20 vòng cược</strong> ở trò chơi slot trước khi rút tiền.</li><li>Tiền thưởng có hiệu lực trong <strong>30 ngày</strong> kể từ khi được cộng.</li><li>Mức cược tối đa khi đang dùng thưởng: RM25 mỗi lượt quay hoặc mỗi ván.</li><li>Mỗi người chơi, hộ gia đình, thiết bị và tài khoản ngân hàng chỉ được nhận một lần.</li></ul>${PROMO_FOOTER.vi}`,
    },
  },
  {
    category: 'new_player',
    claim: {
      kind: 'REWARD',
      rules: { amount: 1_800, turnoverMultiple: 15, validDays: 7, approval: true },
    },
    title: {
      en: 'Verify Your Account, Get RM18 Free',
      'zh-CN': '完成账户验证，免费领取RM18',
      id: 'Verifikasi Akun, Dapatkan RM18 Gratis',
      ms: 'Sahkan Akaun, Dapat RM18 Percuma',
      'pt-BR': 'Verifique sua Conta e Ganhe RM18 Grátis',
      th: 'ยืนยันบัญชี รับฟรี RM18',
      vi: 'Xác Minh Tài Khoản, Nhận RM18 Miễn Phí',
    },
    summary: {
      en: 'Verify your mobile number and bank account to receive RM18 free credit. No deposit needed.',
      'zh-CN': '验证手机号码并绑定银行账户，即可免费获得RM18彩金，无需存款。',
      id: 'Verifikasi nomor ponsel dan rekening bank Anda untuk menerima kredit gratis RM18. Tanpa deposit.',
      ms: 'Sahkan nombor telefon bimbit dan akaun bank anda untuk menerima kredit percuma RM18. Tiada deposit diperlukan.',
      'pt-BR':
        'Verifique seu celular e sua conta bancária para receber RM18 em crédito grátis, sem depósito.',
      th: 'ยืนยันเบอร์มือถือและบัญชีธนาคาร รับเครดิตฟรี RM18 ไม่ต้องฝาก',
      vi: 'Xác minh số điện thoại và tài khoản ngân hàng để nhận RM18 tiền cược miễn phí, không cần nạp tiền.',
    },
    content: {
      en: `<h3>How to claim</h3><ul><li>Verify your mobile number by SMS and add a bank account in your own name within <strong>7 days</strong> of registering.</li><li>Go to Promotions and tap Claim. The RM18 credit is added to your wallet automatically.</li></ul><h3>Terms</h3><ul><li>Free credit can be used on slots and fish games only.</li><li>A <strong>15x</strong> turnover is required, and the maximum withdrawal from this credit is <strong>RM100</strong>.</li><li>The credit expires <strong>7 days</strong> after it is issued.</li><li>One claim per person, phone number, device and IP address.</li></ul>${PROMO_FOOTER.en}`,
      'zh-CN': `<h3>领取方式</h3><ul><li>注册后<strong>7天</strong>内通过短信验证手机号码，并绑定本人名下的银行账户。</li><li>进入优惠页面点击“领取”，RM18彩金将自动存入您的钱包。</li></ul><h3>活动条款</h3><ul><li>免费彩金仅限用于老虎机及捕鱼游戏。</li><li>需完成<strong>15倍</strong>流水，此彩金最高可提款<strong>RM100</strong>。</li><li>彩金自发放起<strong>7天</strong>后失效。</li><li>每人、每个手机号码、每台设备及每个IP地址仅限领取一次。</li></ul>${PROMO_FOOTER['zh-CN']}`,
      id: `<h3>Cara klaim</h3><ul><li>Verifikasi nomor ponsel melalui SMS dan tambahkan rekening bank atas nama Anda sendiri dalam <strong>7 hari</strong> setelah mendaftar.</li><li>Buka halaman Promosi lalu ketuk Klaim. Kredit RM18 akan otomatis masuk ke dompet Anda.</li></ul><h3>Syarat</h3><ul><li>Kredit gratis hanya dapat digunakan untuk permainan slot dan tembak ikan.</li><li>Wajib memenuhi turnover <strong>15x</strong>, dan penarikan maksimal dari kredit ini adalah <strong>RM100</strong>.</li><li>Kredit hangus <strong>7 hari</strong> setelah diberikan.</li><li>Satu klaim per orang, nomor ponsel, perangkat, dan alamat IP.</li></ul>${PROMO_FOOTER.id}`,
      ms: `<h3>Cara menuntut</h3><ul><li>Sahkan nombor telefon bimbit melalui SMS dan tambah akaun bank atas nama anda sendiri dalam tempoh <strong>7 hari</strong> selepas mendaftar.</li><li>Pergi ke halaman Promosi dan tekan Tuntut. Kredit RM18 akan dimasukkan ke dompet anda secara automatik.</li></ul><h3>Terma</h3><ul><li>Kredit percuma hanya boleh digunakan untuk permainan slot dan tembak ikan.</li><li>Turnover <strong>15x</strong> diperlukan, dan pengeluaran maksimum daripada kredit ini ialah <strong>RM100</strong>.</li><li>Kredit akan luput <strong>7 hari</strong> selepas dikeluarkan.</li><li>Satu tuntutan bagi setiap individu, nombor telefon, peranti dan alamat IP.</li></ul>${PROMO_FOOTER.ms}`,
      'pt-BR': `<h3>Como resgatar</h3><ul><li>Verifique seu número de celular por SMS e cadastre uma conta bancária em seu próprio nome em até <strong>7 dias</strong> após o cadastro.</li><li>Acesse Promoções e toque em Resgatar. Os RM18 serão creditados automaticamente na sua carteira.</li></ul><h3>Termos</h3><ul><li>O crédito grátis só pode ser usado em slots e jogos de pesca.</li><li>É necessário um rollover de <strong>15x</strong>, e o saque máximo obtido com este crédito é de <strong>RM100</strong>.</li><li>O crédito expira <strong>7 dias</strong> após ser concedido.</li><li>Um resgate por pessoa, número de celular, dispositivo e endereço IP.</li></ul>${PROMO_FOOTER['pt-BR']}`,
      th: `<h3>วิธีรับสิทธิ์</h3><ul><li>ยืนยันเบอร์มือถือผ่าน SMS และเพิ่มบัญชีธนาคารที่เป็นชื่อของคุณเองภายใน <strong>7 วัน</strong> หลังสมัคร</li><li>ไปที่หน้าโปรโมชั่นแล้วกดรับสิทธิ์ เครดิต RM18 จะเข้ากระเป๋าเงินของคุณโดยอัตโนมัติ</li></ul><h3>เงื่อนไข</h3><ul><li>เครดิตฟรีใช้ได้เฉพาะเกมสล็อตและเกมยิงปลาเท่านั้น</li><li>ต้องทำเทิร์นโอเวอร์ <strong>15 เท่า</strong> และถอนได้สูงสุด <strong>RM100</strong> จากเครดิตนี้</li><li>เครดิตจะหมดอายุภายใน <strong>7 วัน</strong> หลังได้รับ</li><li>จำกัดหนึ่งสิทธิ์ต่อบุคคล เบอร์โทรศัพท์ อุปกรณ์ และที่อยู่ IP</li></ul>${PROMO_FOOTER.th}`,
      vi: `<h3>Cách nhận</h3><ul><li>Xác minh số điện thoại qua SMS và thêm tài khoản ngân hàng đứng tên chính bạn trong vòng <strong>7 ngày</strong> sau khi đăng ký.</li><li>Vào trang Khuyến Mãi và nhấn Nhận. RM18 sẽ được cộng tự động vào ví của bạn.</li></ul><h3>Điều khoản</h3><ul><li>Tiền miễn phí chỉ dùng được cho trò chơi slot và bắn cá.</li><li>Yêu cầu <strong>15 vòng cược</strong>, số tiền rút tối đa từ khoản thưởng này là <strong>RM100</strong>.</li><li>Khoản thưởng hết hạn sau <strong>7 ngày</strong> kể từ khi được cấp.</li><li>Mỗi người, số điện thoại, thiết bị và địa chỉ IP chỉ được nhận một lần.</li></ul>${PROMO_FOOTER.vi}`,
    },
  },
  {
    category: 'daily',
    claim: {
      kind: 'DAILY_RELOAD',
      rules: {
        percentBp: 1_000,
        cap: 18_800,
        minDeposit: 3_000,
        turnoverMultiple: 5,
        validDays: 1,
        // "on any game except lottery".
        weights: { LOTT: 0, ELOTT: 0 },
      },
    },
    title: {
      en: 'Daily Reload Bonus 10%',
      'zh-CN': '每日存款10%奖金',
      id: 'Bonus Isi Ulang Harian 10%',
      ms: 'Bonus Tambah Nilai Harian 10%',
      'pt-BR': 'Bônus de Recarga Diária de 10%',
      th: 'โบนัสเติมเงินรายวัน 10%',
      vi: 'Thưởng Nạp Lại Hằng Ngày 10%',
    },
    summary: {
      en: 'Get 10% extra on your first deposit every day, up to RM188.',
      'zh-CN': '每天首笔存款额外加赠10%，最高RM188。',
      id: 'Dapatkan tambahan 10% untuk deposit pertama Anda setiap hari, hingga RM188.',
      ms: 'Dapatkan tambahan 10% bagi deposit pertama anda setiap hari, sehingga RM188.',
      'pt-BR': 'Ganhe 10% a mais no seu primeiro depósito de cada dia, até RM188.',
      th: 'ฝากครั้งแรกของทุกวัน รับเพิ่ม 10% สูงสุด RM188',
      vi: 'Nhận thêm 10% cho lần nạp đầu tiên mỗi ngày, tối đa RM188.',
    },
    content: {
      en: `<h3>Details</h3><ul><li>Make your first deposit of the day, minimum <strong>RM30</strong>.</li><li>Claim the Daily Reload Bonus before you start playing to receive 10% extra, up to <strong>RM188</strong>.</li><li>Available once per day, every day.</li></ul><h3>Terms</h3><ul><li>The deposit plus bonus must be wagered <strong>5x</strong> on any game except lottery before withdrawal.</li><li>The bonus must be claimed and used by <strong>23:59 (GMT+8)</strong> on the same day.</li><li>Cannot be combined with other deposit bonuses on the same deposit.</li></ul>${PROMO_FOOTER.en}`,
      'zh-CN': `<h3>活动详情</h3><ul><li>完成当日首笔存款，最低<strong>RM30</strong>。</li><li>开始游戏前申请每日存款奖金，即可获得10%额外奖金，最高<strong>RM188</strong>。</li><li>每天可领取一次，天天有效。</li></ul><h3>活动条款</h3><ul><li>存款加奖金需完成<strong>5倍</strong>流水（彩票游戏除外）方可提款。</li><li>奖金须于当天<strong>23:59（GMT+8）</strong>前领取并使用。</li><li>同一笔存款不可与其他存款优惠同时使用。</li></ul>${PROMO_FOOTER['zh-CN']}`,
      id: `<h3>Detail</h3><ul><li>Lakukan deposit pertama hari ini, minimal <strong>RM30</strong>.</li><li>Klaim Bonus Isi Ulang Harian sebelum mulai bermain untuk mendapatkan tambahan 10%, hingga <strong>RM188</strong>.</li><li>Berlaku satu kali per hari, setiap hari.</li></ul><h3>Syarat</h3><ul><li>Deposit dan bonus harus memenuhi turnover <strong>5x</strong> di semua permainan kecuali lotre sebelum penarikan.</li><li>Bonus harus diklaim dan digunakan paling lambat pukul <strong>23.59 (GMT+8)</strong> pada hari yang sama.</li><li>Tidak dapat digabungkan dengan bonus deposit lain untuk deposit yang sama.</li></ul>${PROMO_FOOTER.id}`,
      ms: `<h3>Butiran</h3><ul><li>Buat deposit pertama anda pada hari tersebut, minimum <strong>RM30</strong>.</li><li>Tuntut Bonus Tambah Nilai Harian sebelum mula bermain untuk menerima tambahan 10%, sehingga <strong>RM188</strong>.</li><li>Boleh dituntut sekali sehari, setiap hari.</li></ul><h3>Terma</h3><ul><li>Deposit berserta bonus perlu mencapai turnover <strong>5x</strong> dalam mana-mana permainan kecuali loteri sebelum pengeluaran.</li><li>Bonus mesti dituntut dan digunakan sebelum <strong>23:59 (GMT+8)</strong> pada hari yang sama.</li><li>Tidak boleh digabungkan dengan bonus deposit lain bagi deposit yang sama.</li></ul>${PROMO_FOOTER.ms}`,
      'pt-BR': `<h3>Detalhes</h3><ul><li>Faça seu primeiro depósito do dia, no mínimo <strong>RM30</strong>.</li><li>Resgate o Bônus de Recarga Diária antes de começar a jogar e receba 10% a mais, até <strong>RM188</strong>.</li><li>Disponível uma vez por dia, todos os dias.</li></ul><h3>Termos</h3><ul><li>O depósito mais o bônus deve ser apostado <strong>5x</strong> em qualquer jogo, exceto loterias, antes do saque.</li><li>O bônus deve ser resgatado e usado até as <strong>23h59 (GMT+8)</strong> do mesmo dia.</li><li>Não cumulativo com outros bônus de depósito no mesmo depósito.</li></ul>${PROMO_FOOTER['pt-BR']}`,
      th: `<h3>รายละเอียด</h3><ul><li>ฝากเงินครั้งแรกของวัน ขั้นต่ำ <strong>RM30</strong></li><li>กดรับโบนัสเติมเงินรายวันก่อนเริ่มเล่น รับเพิ่ม 10% สูงสุด <strong>RM188</strong></li><li>รับได้วันละหนึ่งครั้ง ทุกวัน</li></ul><h3>เงื่อนไข</h3><ul><li>ยอดฝากรวมโบนัสต้องทำเทิร์นโอเวอร์ <strong>5 เท่า</strong> ในทุกเกม ยกเว้นหวย ก่อนถอนเงิน</li><li>ต้องรับและใช้โบนัสภายในเวลา <strong>23:59 น. (GMT+8)</strong> ของวันเดียวกัน</li><li>ไม่สามารถใช้ร่วมกับโบนัสเงินฝากอื่นในยอดฝากเดียวกันได้</li></ul>${PROMO_FOOTER.th}`,
      vi: `<h3>Chi tiết</h3><ul><li>Thực hiện lần nạp đầu tiên trong ngày, tối thiểu <strong>RM30</strong>.</li><li>Nhận Thưởng Nạp Lại Hằng Ngày trước khi bắt đầu chơi để được thêm 10%, tối đa <strong>RM188</strong>.</li><li>Áp dụng một lần mỗi ngày, tất cả các ngày trong tuần.</li></ul><h3>Điều khoản</h3><ul><li>Tiền nạp cộng tiền thưởng cần đạt <strong>5 vòng cược</strong> ở mọi trò chơi, trừ xổ số, trước khi rút tiền.</li><li>Tiền thưởng phải được nhận và sử dụng trước <strong>23:59 (GMT+8)</strong> cùng ngày.</li><li>Không áp dụng đồng thời với các khuyến mãi nạp tiền khác cho cùng một lần nạp.</li></ul>${PROMO_FOOTER.vi}`,
    },
  },
  {
    category: 'deposit',
    title: {
      en: 'Weekend Reload 30% up to RM388',
      'zh-CN': '周末存款30%奖金，最高RM388',
      id: 'Isi Ulang Akhir Pekan 30% hingga RM388',
      ms: 'Tambah Nilai Hujung Minggu 30% sehingga RM388',
      'pt-BR': 'Recarga de Fim de Semana: 30% até RM388',
      th: 'เติมเงินสุดสัปดาห์ รับ 30% สูงสุด RM388',
      vi: 'Nạp Cuối Tuần Thưởng 30% đến RM388',
    },
    summary: {
      en: 'Deposit on Saturday or Sunday and get a 30% slots bonus of up to RM388.',
      'zh-CN': '周六或周日存款，即享30%老虎机奖金，最高RM388。',
      id: 'Deposit pada hari Sabtu atau Minggu dan dapatkan bonus slot 30% hingga RM388.',
      ms: 'Buat deposit pada hari Sabtu atau Ahad dan dapatkan bonus slot 30% sehingga RM388.',
      'pt-BR': 'Deposite no sábado ou no domingo e ganhe um bônus de 30% em slots de até RM388.',
      th: 'ฝากเงินวันเสาร์หรืออาทิตย์ รับโบนัสสล็อต 30% สูงสุด RM388',
      vi: 'Nạp tiền vào thứ Bảy hoặc Chủ Nhật để nhận thưởng slot 30%, tối đa RM388.',
    },
    content: {
      en: `<h3>Details</h3><ul><li>Deposit at least <strong>RM100</strong> on Saturday or Sunday (GMT+8).</li><li>Claim the Weekend Reload on the deposit page to receive a 30% bonus, up to <strong>RM388</strong>.</li><li>One claim per weekend.</li></ul><h3>Terms</h3><ul><li>The deposit plus bonus must be wagered <strong>12x</strong> on slots before withdrawal.</li><li>The bonus is valid for <strong>3 days</strong> after it is credited.</li><li>Maximum bet while the bonus is active: RM20 per spin.</li></ul>${PROMO_FOOTER.en}`,
      'zh-CN': `<h3>活动详情</h3><ul><li>于周六或周日（GMT+8）存款至少<strong>RM100</strong>。</li><li>在存款页面申请周末存款奖金，即可获得30%奖金，最高<strong>RM388</strong>。</li><li>每个周末限领一次。</li></ul><h3>活动条款</h3><ul><li>存款加奖金需在老虎机游戏中完成<strong>12倍</strong>流水方可提款。</li><li>奖金自到账起<strong>3天</strong>内有效。</li><li>奖金使用期间，每次旋转最高投注为RM20。</li></ul>${PROMO_FOOTER['zh-CN']}`,
      id: `<h3>Detail</h3><ul><li>Deposit minimal <strong>RM100</strong> pada hari Sabtu atau Minggu (GMT+8).</li><li>Klaim Isi Ulang Akhir Pekan di halaman deposit untuk menerima bonus 30%, hingga <strong>RM388</strong>.</li><li>Satu kali klaim per akhir pekan.</li></ul><h3>Syarat</h3><ul><li>Deposit dan bonus harus memenuhi turnover <strong>12x</strong> di permainan slot sebelum penarikan.</li><li>Bonus berlaku selama <strong>3 hari</strong> sejak dikreditkan.</li><li>Taruhan maksimal selama bonus aktif: RM20 per putaran.</li></ul>${PROMO_FOOTER.id}`,
      ms: `<h3>Butiran</h3><ul><li>Buat deposit sekurang-kurangnya <strong>RM100</strong> pada hari Sabtu atau Ahad (GMT+8).</li><li>Tuntut bonus Tambah Nilai Hujung Minggu di halaman deposit untuk menerima bonus 30%, sehingga <strong>RM388</strong>.</li><li>Satu tuntutan bagi setiap hujung minggu.</li></ul><h3>Terma</h3><ul><li>Deposit berserta bonus perlu mencapai turnover <strong>12x</strong> dalam permainan slot sebelum pengeluaran.</li><li>Bonus sah selama <strong>3 hari</strong> selepas dikreditkan.</li><li>Pertaruhan maksimum semasa bonus aktif: RM20 bagi setiap putaran.</li></ul>${PROMO_FOOTER.ms}`,
      'pt-BR': `<h3>Detalhes</h3><ul><li>Deposite no mínimo <strong>RM100</strong> no sábado ou no domingo (GMT+8).</li><li>Resgate a Recarga de Fim de Semana na página de depósito e receba um bônus de 30%, até <strong>RM388</strong>.</li><li>Um resgate por fim de semana.</li></ul><h3>Termos</h3><ul><li>O depósito mais o bônus deve ser apostado <strong>12x</strong> em slots antes do saque.</li><li>O bônus é válido por <strong>3 dias</strong> após o crédito.</li><li>Aposta máxima com bônus ativo: RM20 por giro.</li></ul>${PROMO_FOOTER['pt-BR']}`,
      th: `<h3>รายละเอียด</h3><ul><li>ฝากเงินขั้นต่ำ <strong>RM100</strong> ในวันเสาร์หรือวันอาทิตย์ (GMT+8)</li><li>กดรับโบนัสเติมเงินสุดสัปดาห์ในหน้าฝากเงิน รับโบนัส 30% สูงสุด <strong>RM388</strong></li><li>รับได้หนึ่งครั้งต่อสุดสัปดาห์</li></ul><h3>เงื่อนไข</h3><ul><li>ยอดฝากรวมโบนัสต้องทำเทิร์นโอเวอร์ <strong>12 เท่า</strong> ในเกมสล็อตก่อนถอนเงิน</li><li>โบนัสมีอายุ <strong>3 วัน</strong> หลังได้รับ</li><li>ระหว่างใช้โบนัส เดิมพันสูงสุดได้ RM20 ต่อการหมุน</li></ul>${PROMO_FOOTER.th}`,
      vi: `<h3>Chi tiết</h3><ul><li>Nạp tối thiểu <strong>RM100</strong> vào thứ Bảy hoặc Chủ Nhật (GMT+8).</li><li>Nhận Thưởng Nạp Cuối Tuần tại trang nạp tiền để được thưởng 30%, tối đa <strong>RM388</strong>.</li><li>Mỗi cuối tuần được nhận một lần.</li></ul><h3>Điều khoản</h3><ul><li>Tiền nạp cộng tiền thưởng cần đạt <strong>12 vòng cược</strong> ở trò chơi slot trước khi rút tiền.</li><li>Tiền thưởng có hiệu lực trong <strong>3 ngày</strong> sau khi được cộng.</li><li>Mức cược tối đa khi đang dùng thưởng: RM20 mỗi lượt quay.</li></ul>${PROMO_FOOTER.vi}`,
    },
  },
  {
    category: 'deposit',
    title: {
      en: 'Extra 5% on Online Banking Deposits',
      'zh-CN': '网银存款额外加赠5%',
      id: 'Ekstra 5% untuk Deposit Online Banking',
      ms: 'Tambahan 5% untuk Deposit Perbankan Dalam Talian',
      'pt-BR': '5% Extra em Depósitos por Internet Banking',
      th: 'ฝากผ่านออนไลน์แบงก์กิ้ง รับเพิ่ม 5%',
      vi: 'Thêm 5% Khi Nạp Qua Ngân Hàng Trực Tuyến',
    },
    summary: {
      en: 'Top up via instant online banking or e-wallet and receive an extra 5% on every deposit.',
      'zh-CN': '通过即时网银或电子钱包充值，每笔存款额外获得5%奖金。',
      id: 'Isi saldo melalui online banking instan atau e-wallet dan dapatkan ekstra 5% untuk setiap deposit.',
      ms: 'Tambah nilai melalui perbankan dalam talian segera atau e-dompet dan terima tambahan 5% untuk setiap deposit.',
      'pt-BR':
        'Deposite via internet banking instantâneo ou carteira digital e receba 5% extra em cada depósito.',
      th: 'เติมเงินผ่านออนไลน์แบงก์กิ้งแบบทันทีหรืออีวอลเล็ต รับเพิ่ม 5% ทุกยอดฝาก',
      vi: 'Nạp tiền qua ngân hàng trực tuyến tức thì hoặc ví điện tử để nhận thêm 5% cho mỗi lần nạp.',
    },
    content: {
      en: `<h3>Details</h3><ul><li>Applies to every deposit of <strong>RM50</strong> or more made through instant online banking or e-wallet.</li><li>The 5% bonus is credited automatically, up to <strong>RM100 per day</strong>.</li></ul><h3>Terms</h3><ul><li>The deposit plus bonus must be wagered <strong>3x</strong> before withdrawal.</li><li>The promotion runs until further notice; each bonus is valid for <strong>7 days</strong>.</li><li>Manual bank transfers and deposits already claiming another bonus are not eligible.</li></ul>${PROMO_FOOTER.en}`,
      'zh-CN': `<h3>活动详情</h3><ul><li>通过即时网银或电子钱包单笔存款<strong>RM50</strong>或以上即可参与。</li><li>5%奖金将自动到账，每日最高<strong>RM100</strong>。</li></ul><h3>活动条款</h3><ul><li>存款加奖金需完成<strong>3倍</strong>流水方可提款。</li><li>活动长期有效，直至另行通知；每笔奖金有效期为<strong>7天</strong>。</li><li>人工银行转账及已申请其他奖金的存款不适用。</li></ul>${PROMO_FOOTER['zh-CN']}`,
      id: `<h3>Detail</h3><ul><li>Berlaku untuk setiap deposit minimal <strong>RM50</strong> melalui online banking instan atau e-wallet.</li><li>Bonus 5% dikreditkan otomatis, hingga <strong>RM100 per hari</strong>.</li></ul><h3>Syarat</h3><ul><li>Deposit dan bonus harus memenuhi turnover <strong>3x</strong> sebelum penarikan.</li><li>Promosi berlaku hingga pemberitahuan lebih lanjut; setiap bonus berlaku selama <strong>7 hari</strong>.</li><li>Transfer bank manual dan deposit yang sudah mengklaim bonus lain tidak memenuhi syarat.</li></ul>${PROMO_FOOTER.id}`,
      ms: `<h3>Butiran</h3><ul><li>Terpakai untuk setiap deposit <strong>RM50</strong> ke atas melalui perbankan dalam talian segera atau e-dompet.</li><li>Bonus 5% dikreditkan secara automatik, sehingga <strong>RM100 sehari</strong>.</li></ul><h3>Terma</h3><ul><li>Deposit berserta bonus perlu mencapai turnover <strong>3x</strong> sebelum pengeluaran.</li><li>Promosi ini berjalan sehingga diberitahu kelak; setiap bonus sah selama <strong>7 hari</strong>.</li><li>Pindahan bank manual dan deposit yang telah menuntut bonus lain tidak layak.</li></ul>${PROMO_FOOTER.ms}`,
      'pt-BR': `<h3>Detalhes</h3><ul><li>Válido para todo depósito a partir de <strong>RM50</strong> feito por internet banking instantâneo ou carteira digital.</li><li>O bônus de 5% é creditado automaticamente, até <strong>RM100 por dia</strong>.</li></ul><h3>Termos</h3><ul><li>O depósito mais o bônus deve ser apostado <strong>3x</strong> antes do saque.</li><li>A promoção vale até segunda ordem; cada bônus é válido por <strong>7 dias</strong>.</li><li>Transferências bancárias manuais e depósitos que já receberam outro bônus não participam.</li></ul>${PROMO_FOOTER['pt-BR']}`,
      th: `<h3>รายละเอียด</h3><ul><li>ใช้ได้กับทุกยอดฝากตั้งแต่ <strong>RM50</strong> ขึ้นไปผ่านออนไลน์แบงก์กิ้งแบบทันทีหรืออีวอลเล็ต</li><li>โบนัส 5% เข้าบัญชีอัตโนมัติ สูงสุด <strong>RM100 ต่อวัน</strong></li></ul><h3>เงื่อนไข</h3><ul><li>ยอดฝากรวมโบนัสต้องทำเทิร์นโอเวอร์ <strong>3 เท่า</strong> ก่อนถอนเงิน</li><li>โปรโมชั่นนี้มีผลจนกว่าจะมีการแจ้งเปลี่ยนแปลง โบนัสแต่ละครั้งมีอายุ <strong>7 วัน</strong></li><li>การโอนผ่านธนาคารแบบแมนนวลและยอดฝากที่รับโบนัสอื่นแล้ว ไม่สามารถร่วมรายการได้</li></ul>${PROMO_FOOTER.th}`,
      vi: `<h3>Chi tiết</h3><ul><li>Áp dụng cho mọi lần nạp từ <strong>RM50</strong> trở lên qua ngân hàng trực tuyến tức thì hoặc ví điện tử.</li><li>Thưởng 5% được cộng tự động, tối đa <strong>RM100 mỗi ngày</strong>.</li></ul><h3>Điều khoản</h3><ul><li>Tiền nạp cộng tiền thưởng cần đạt <strong>3 vòng cược</strong> trước khi rút tiền.</li><li>Chương trình áp dụng cho đến khi có thông báo mới; mỗi khoản thưởng có hiệu lực trong <strong>7 ngày</strong>.</li><li>Không áp dụng cho chuyển khoản ngân hàng thủ công và các lần nạp đã nhận khuyến mãi khác.</li></ul>${PROMO_FOOTER.vi}`,
    },
  },
  {
    category: 'rebate',
    title: {
      en: 'Unlimited Daily Slots Rebate up to 1.2%',
      'zh-CN': '老虎机每日返水无上限，最高1.2%',
      id: 'Rebate Slot Harian Tanpa Batas hingga 1,2%',
      ms: 'Rebat Slot Harian Tanpa Had sehingga 1.2%',
      'pt-BR': 'Rebate Diário Ilimitado em Slots de até 1,2%',
      th: 'คืนยอดเล่นสล็อตรายวัน ไม่อั้น สูงสุด 1.2%',
      vi: 'Hoàn Trả Slot Hằng Ngày Không Giới Hạn đến 1,2%',
    },
    summary: {
      en: 'Earn a rebate on every slot bet, win or lose, paid out daily with no cap.',
      'zh-CN': '老虎机每笔投注无论输赢都可获得返水，每日派发，上不封顶。',
      id: 'Dapatkan rebate untuk setiap taruhan slot, menang atau kalah, dibayarkan setiap hari tanpa batas.',
      ms: 'Dapatkan rebat bagi setiap pertaruhan slot, menang atau kalah, dibayar setiap hari tanpa had.',
      'pt-BR':
        'Receba rebate em cada aposta nos slots, ganhando ou perdendo, pago diariamente e sem limite.',
      th: 'รับเงินคืนจากทุกการเดิมพันสล็อต ไม่ว่าได้หรือเสีย จ่ายทุกวัน ไม่จำกัดยอด',
      vi: 'Nhận hoàn trả cho mọi cược slot dù thắng hay thua, chi trả mỗi ngày, không giới hạn.',
    },
    content: {
      en: `<h3>Rebate rates</h3><ul><li>Standard members: <strong>0.6%</strong> of valid slot turnover.</li><li>VIP members: up to <strong>1.2%</strong>, depending on VIP level.</li></ul><h3>Terms</h3><ul><li>Rebates are calculated on valid turnover from the previous day and credited by <strong>14:00 (GMT+8)</strong> every day.</li><li>There is no maximum rebate, and only a <strong>1x</strong> turnover is required before withdrawal.</li><li>Unclaimed rebates expire after <strong>3 days</strong>.</li><li>Voided, cancelled or tied bets and bets placed with bonus funds are excluded.</li></ul>${PROMO_FOOTER.en}`,
      'zh-CN': `<h3>返水比例</h3><ul><li>普通会员：老虎机有效流水的<strong>0.6%</strong>。</li><li>VIP会员：根据VIP等级最高可达<strong>1.2%</strong>。</li></ul><h3>活动条款</h3><ul><li>返水按前一天的有效流水计算，每天<strong>14:00（GMT+8）</strong>前发放。</li><li>返水金额无上限，只需完成<strong>1倍</strong>流水即可提款。</li><li>未领取的返水将在<strong>3天</strong>后失效。</li><li>无效、取消或和局的注单，以及使用奖金投注的注单均不计入。</li></ul>${PROMO_FOOTER['zh-CN']}`,
      id: `<h3>Besaran rebate</h3><ul><li>Member reguler: <strong>0,6%</strong> dari turnover slot yang valid.</li><li>Member VIP: hingga <strong>1,2%</strong>, sesuai level VIP.</li></ul><h3>Syarat</h3><ul><li>Rebate dihitung dari turnover valid hari sebelumnya dan dikreditkan paling lambat pukul <strong>14.00 (GMT+8)</strong> setiap hari.</li><li>Tidak ada batas maksimal rebate, dan hanya diperlukan turnover <strong>1x</strong> sebelum penarikan.</li><li>Rebate yang tidak diklaim akan hangus setelah <strong>3 hari</strong>.</li><li>Taruhan yang dibatalkan, tidak sah, atau berakhir seri, serta taruhan menggunakan dana bonus, tidak dihitung.</li></ul>${PROMO_FOOTER.id}`,
      ms: `<h3>Kadar rebat</h3><ul><li>Ahli biasa: <strong>0.6%</strong> daripada turnover slot yang sah.</li><li>Ahli VIP: sehingga <strong>1.2%</strong>, bergantung pada tahap VIP.</li></ul><h3>Terma</h3><ul><li>Rebat dikira berdasarkan turnover sah hari sebelumnya dan dikreditkan sebelum <strong>14:00 (GMT+8)</strong> setiap hari.</li><li>Tiada had maksimum rebat, dan hanya turnover <strong>1x</strong> diperlukan sebelum pengeluaran.</li><li>Rebat yang tidak dituntut akan luput selepas <strong>3 hari</strong>.</li><li>Pertaruhan yang dibatalkan, tidak sah atau seri, serta pertaruhan menggunakan dana bonus, tidak dikira.</li></ul>${PROMO_FOOTER.ms}`,
      'pt-BR': `<h3>Percentuais de rebate</h3><ul><li>Membros padrão: <strong>0,6%</strong> do volume válido apostado em slots.</li><li>Membros VIP: até <strong>1,2%</strong>, conforme o nível VIP.</li></ul><h3>Termos</h3><ul><li>O rebate é calculado sobre o volume válido do dia anterior e creditado até as <strong>14h (GMT+8)</strong> todos os dias.</li><li>Não há valor máximo de rebate, e basta um rollover de <strong>1x</strong> antes do saque.</li><li>Rebates não resgatados expiram após <strong>3 dias</strong>.</li><li>Apostas anuladas, canceladas ou empatadas e apostas feitas com saldo de bônus não são consideradas.</li></ul>${PROMO_FOOTER['pt-BR']}`,
      th: `<h3>อัตราคืนยอด</h3><ul><li>สมาชิกทั่วไป: <strong>0.6%</strong> ของยอดเทิร์นโอเวอร์สล็อตที่ถูกต้อง</li><li>สมาชิก VIP: สูงสุด <strong>1.2%</strong> ตามระดับ VIP</li></ul><h3>เงื่อนไข</h3><ul><li>คำนวณจากยอดเทิร์นโอเวอร์ที่ถูกต้องของวันก่อนหน้า และจ่ายเข้าบัญชีภายในเวลา <strong>14:00 น. (GMT+8)</strong> ทุกวัน</li><li>ไม่จำกัดยอดคืนสูงสุด และทำเทิร์นโอเวอร์เพียง <strong>1 เท่า</strong> ก็ถอนได้</li><li>ยอดคืนที่ไม่ได้กดรับจะหมดอายุภายใน <strong>3 วัน</strong></li><li>ไม่นับรวมเดิมพันที่เป็นโมฆะ ถูกยกเลิก หรือเสมอ รวมถึงเดิมพันที่ใช้เงินโบนัส</li></ul>${PROMO_FOOTER.th}`,
      vi: `<h3>Mức hoàn trả</h3><ul><li>Thành viên thường: <strong>0,6%</strong> doanh thu cược slot hợp lệ.</li><li>Thành viên VIP: tối đa <strong>1,2%</strong>, tùy theo cấp VIP.</li></ul><h3>Điều khoản</h3><ul><li>Hoàn trả được tính trên doanh thu cược hợp lệ của ngày hôm trước và cộng vào tài khoản trước <strong>14:00 (GMT+8)</strong> mỗi ngày.</li><li>Không giới hạn số tiền hoàn trả, chỉ cần đạt <strong>1 vòng cược</strong> trước khi rút.</li><li>Hoàn trả chưa nhận sẽ hết hạn sau <strong>3 ngày</strong>.</li><li>Không tính các cược bị hủy, vô hiệu hoặc hòa, cũng như các cược đặt bằng tiền thưởng.</li></ul>${PROMO_FOOTER.vi}`,
    },
  },
  {
    category: 'rebate',
    title: {
      en: 'Weekly Live Casino Cashback 5%',
      'zh-CN': '真人娱乐每周5%返现',
      id: 'Cashback Live Casino Mingguan 5%',
      ms: 'Pulangan Tunai Kasino Langsung Mingguan 5%',
      'pt-BR': 'Cashback Semanal de 5% no Cassino ao Vivo',
      th: 'คืนยอดเสียคาสิโนสดรายสัปดาห์ 5%',
      vi: 'Hoàn Tiền Casino Trực Tuyến Hằng Tuần 5%',
    },
    summary: {
      en: 'Get 5% back on your weekly net live casino losses, up to RM3,888.',
      'zh-CN': '真人娱乐每周净亏损返还5%，最高RM3,888。',
      id: 'Dapatkan kembali 5% dari kekalahan bersih live casino mingguan Anda, hingga RM3.888.',
      ms: 'Dapatkan semula 5% daripada kerugian bersih kasino langsung mingguan anda, sehingga RM3,888.',
      'pt-BR':
        'Receba de volta 5% das suas perdas líquidas semanais no cassino ao vivo, até RM3.888.',
      th: 'รับคืน 5% จากยอดเสียสุทธิคาสิโนสดรายสัปดาห์ สูงสุด RM3,888',
      vi: 'Nhận lại 5% số tiền thua ròng hằng tuần tại casino trực tuyến, tối đa RM3.888.',
    },
    content: {
      en: `<h3>Details</h3><ul><li>Cashback is 5% of your net loss in the live casino from Monday 00:00 to Sunday 23:59 (GMT+8).</li><li>Minimum net loss of <strong>RM200</strong> per week; maximum cashback of <strong>RM3,888</strong>.</li><li>Cashback is credited every <strong>Tuesday</strong> by 18:00 (GMT+8).</li></ul><h3>Terms</h3><ul><li>A <strong>1x</strong> turnover applies before withdrawal.</li><li>Cashback must be claimed within <strong>7 days</strong> of being credited.</li><li>Losses from bets placed with bonus funds, and accounts that received another cashback for the same period, are excluded.</li></ul>${PROMO_FOOTER.en}`,
      'zh-CN': `<h3>活动详情</h3><ul><li>返现金额为周一00:00至周日23:59（GMT+8）期间真人娱乐净亏损的5%。</li><li>每周净亏损至少<strong>RM200</strong>，最高返现<strong>RM3,888</strong>。</li><li>返现于每<strong>周二</strong>18:00（GMT+8）前发放。</li></ul><h3>活动条款</h3><ul><li>提款前需完成<strong>1倍</strong>流水。</li><li>返现须于发放后<strong>7天</strong>内领取。</li><li>使用奖金投注产生的亏损，以及同一期间已获得其他返现的账户，均不适用。</li></ul>${PROMO_FOOTER['zh-CN']}`,
      id: `<h3>Detail</h3><ul><li>Cashback sebesar 5% dari kekalahan bersih Anda di live casino mulai Senin pukul 00.00 hingga Minggu pukul 23.59 (GMT+8).</li><li>Kekalahan bersih minimal <strong>RM200</strong> per minggu; cashback maksimal <strong>RM3.888</strong>.</li><li>Cashback dikreditkan setiap hari <strong>Selasa</strong> paling lambat pukul 18.00 (GMT+8).</li></ul><h3>Syarat</h3><ul><li>Berlaku turnover <strong>1x</strong> sebelum penarikan.</li><li>Cashback harus diklaim dalam <strong>7 hari</strong> setelah dikreditkan.</li><li>Kekalahan dari taruhan menggunakan dana bonus, serta akun yang telah menerima cashback lain untuk periode yang sama, tidak termasuk.</li></ul>${PROMO_FOOTER.id}`,
      ms: `<h3>Butiran</h3><ul><li>Pulangan tunai ialah 5% daripada kerugian bersih anda di kasino langsung dari Isnin 00:00 hingga Ahad 23:59 (GMT+8).</li><li>Kerugian bersih minimum <strong>RM200</strong> seminggu; pulangan tunai maksimum <strong>RM3,888</strong>.</li><li>Pulangan tunai dikreditkan setiap hari <strong>Selasa</strong> sebelum 18:00 (GMT+8).</li></ul><h3>Terma</h3><ul><li>Turnover <strong>1x</strong> dikenakan sebelum pengeluaran.</li><li>Pulangan tunai mesti dituntut dalam tempoh <strong>7 hari</strong> selepas dikreditkan.</li><li>Kerugian daripada pertaruhan menggunakan dana bonus, serta akaun yang telah menerima pulangan tunai lain bagi tempoh yang sama, tidak layak.</li></ul>${PROMO_FOOTER.ms}`,
      'pt-BR': `<h3>Detalhes</h3><ul><li>O cashback é de 5% da sua perda líquida no cassino ao vivo de segunda-feira, 00h00, a domingo, 23h59 (GMT+8).</li><li>Perda líquida mínima de <strong>RM200</strong> por semana; cashback máximo de <strong>RM3.888</strong>.</li><li>O cashback é creditado toda <strong>terça-feira</strong> até as 18h (GMT+8).</li></ul><h3>Termos</h3><ul><li>É necessário um rollover de <strong>1x</strong> antes do saque.</li><li>O cashback deve ser resgatado em até <strong>7 dias</strong> após o crédito.</li><li>Perdas em apostas feitas com saldo de bônus e contas que já receberam outro cashback no mesmo período não participam.</li></ul>${PROMO_FOOTER['pt-BR']}`,
      th: `<h3>รายละเอียด</h3><ul><li>รับคืน 5% ของยอดเสียสุทธิในคาสิโนสด ตั้งแต่วันจันทร์ 00:00 น. ถึงวันอาทิตย์ 23:59 น. (GMT+8)</li><li>ยอดเสียสุทธิขั้นต่ำ <strong>RM200</strong> ต่อสัปดาห์ รับคืนสูงสุด <strong>RM3,888</strong></li><li>ยอดคืนจะเข้าบัญชีทุก<strong>วันอังคาร</strong> ภายในเวลา 18:00 น. (GMT+8)</li></ul><h3>เงื่อนไข</h3><ul><li>ต้องทำเทิร์นโอเวอร์ <strong>1 เท่า</strong> ก่อนถอนเงิน</li><li>ต้องกดรับยอดคืนภายใน <strong>7 วัน</strong> หลังจากเข้าบัญชี</li><li>ไม่นับรวมยอดเสียจากการเดิมพันด้วยเงินโบนัส และบัญชีที่ได้รับยอดคืนอื่นในช่วงเวลาเดียวกัน</li></ul>${PROMO_FOOTER.th}`,
      vi: `<h3>Chi tiết</h3><ul><li>Hoàn tiền bằng 5% số tiền thua ròng của bạn tại casino trực tuyến từ 00:00 thứ Hai đến 23:59 Chủ Nhật (GMT+8).</li><li>Thua ròng tối thiểu <strong>RM200</strong> mỗi tuần; hoàn tiền tối đa <strong>RM3.888</strong>.</li><li>Tiền hoàn được cộng vào mỗi <strong>thứ Ba</strong> trước 18:00 (GMT+8).</li></ul><h3>Điều khoản</h3><ul><li>Yêu cầu <strong>1 vòng cược</strong> trước khi rút tiền.</li><li>Tiền hoàn phải được nhận trong vòng <strong>7 ngày</strong> kể từ khi được cộng.</li><li>Không áp dụng cho khoản thua từ cược bằng tiền thưởng và các tài khoản đã nhận hoàn tiền khác trong cùng kỳ.</li></ul>${PROMO_FOOTER.vi}`,
    },
  },
  {
    category: 'vip',
    title: {
      en: 'VIP Club: Upgrade and Birthday Rewards',
      'zh-CN': 'VIP俱乐部：晋级礼金与生日礼金',
      id: 'Klub VIP: Hadiah Naik Level dan Ulang Tahun',
      ms: 'Kelab VIP: Ganjaran Naik Taraf dan Hari Jadi',
      'pt-BR': 'Clube VIP: Bônus de Nível e de Aniversário',
      th: 'VIP คลับ: รางวัลเลื่อนระดับและของขวัญวันเกิด',
      vi: 'Câu Lạc Bộ VIP: Thưởng Thăng Cấp và Sinh Nhật',
    },
    summary: {
      en: 'Climb five VIP levels to unlock upgrade bonuses up to RM8,888, birthday gifts and faster withdrawals.',
      'zh-CN': '五大VIP等级，晋级礼金最高RM8,888，另享生日礼金及快速提款。',
      id: 'Naiki lima level VIP untuk membuka bonus naik level hingga RM8.888, hadiah ulang tahun, dan penarikan lebih cepat.',
      ms: 'Naiki lima tahap VIP untuk membuka bonus naik taraf sehingga RM8,888, hadiah hari jadi dan pengeluaran lebih pantas.',
      'pt-BR':
        'Suba pelos cinco níveis VIP e desbloqueie bônus de até RM8.888, presentes de aniversário e saques mais rápidos.',
      th: 'ไต่ระดับ VIP ทั้ง 5 ขั้น ปลดล็อกโบนัสเลื่อนระดับสูงสุด RM8,888 ของขวัญวันเกิด และถอนเงินได้เร็วยิ่งขึ้น',
      vi: 'Chinh phục năm cấp VIP để nhận thưởng thăng cấp đến RM8.888, quà sinh nhật và rút tiền nhanh hơn.',
    },
    content: {
      en: `<h3>VIP levels</h3><ul><li>Bronze, Silver, Gold, Platinum and Diamond.</li><li>Levels are reviewed on the 1st of every month based on your total deposits and valid turnover over the past 3 months.</li></ul><h3>Benefits</h3><ul><li>One-time upgrade bonus from <strong>RM38</strong> (Silver) up to <strong>RM8,888</strong> (Diamond).</li><li>Birthday bonus of up to <strong>RM1,888</strong>, claimable within 7 days from your birthday.</li><li>Higher daily withdrawal limits, priority withdrawals and a personal account manager from Gold level.</li></ul><h3>Terms</h3><ul><li>Upgrade and birthday bonuses require a <strong>1x</strong> turnover and are valid for <strong>30 days</strong>.</li><li>A verified account and a registered date of birth are required.</li></ul>${PROMO_FOOTER.en}`,
      'zh-CN': `<h3>VIP等级</h3><ul><li>青铜、白银、黄金、铂金、钻石。</li><li>每月1日根据您过去3个月的累计存款及有效流水评定等级。</li></ul><h3>会员福利</h3><ul><li>一次性晋级礼金，从<strong>RM38</strong>（白银）至<strong>RM8,888</strong>（钻石）。</li><li>生日礼金最高<strong>RM1,888</strong>，可于生日当天起7天内领取。</li><li>更高的每日提款限额、优先提款，黄金等级起更有专属客户经理。</li></ul><h3>活动条款</h3><ul><li>晋级礼金和生日礼金需完成<strong>1倍</strong>流水，有效期<strong>30天</strong>。</li><li>须完成账户验证并登记出生日期。</li></ul>${PROMO_FOOTER['zh-CN']}`,
      id: `<h3>Level VIP</h3><ul><li>Bronze, Silver, Gold, Platinum, dan Diamond.</li><li>Level ditinjau setiap tanggal 1 berdasarkan total deposit dan turnover valid Anda selama 3 bulan terakhir.</li></ul><h3>Keuntungan</h3><ul><li>Bonus naik level satu kali mulai dari <strong>RM38</strong> (Silver) hingga <strong>RM8.888</strong> (Diamond).</li><li>Bonus ulang tahun hingga <strong>RM1.888</strong>, dapat diklaim dalam 7 hari sejak hari ulang tahun Anda.</li><li>Batas penarikan harian lebih tinggi, prioritas penarikan, dan manajer akun pribadi mulai level Gold.</li></ul><h3>Syarat</h3><ul><li>Bonus naik level dan bonus ulang tahun memerlukan turnover <strong>1x</strong> dan berlaku selama <strong>30 hari</strong>.</li><li>Akun harus terverifikasi dan tanggal lahir harus sudah terdaftar.</li></ul>${PROMO_FOOTER.id}`,
      ms: `<h3>Tahap VIP</h3><ul><li>Gangsa, Perak, Emas, Platinum dan Berlian.</li><li>Tahap disemak pada 1hb setiap bulan berdasarkan jumlah deposit dan turnover sah anda dalam tempoh 3 bulan lepas.</li></ul><h3>Faedah</h3><ul><li>Bonus naik taraf sekali sahaja daripada <strong>RM38</strong> (Perak) sehingga <strong>RM8,888</strong> (Berlian).</li><li>Bonus hari jadi sehingga <strong>RM1,888</strong>, boleh dituntut dalam tempoh 7 hari dari hari jadi anda.</li><li>Had pengeluaran harian lebih tinggi, keutamaan pengeluaran dan pengurus akaun peribadi bermula tahap Emas.</li></ul><h3>Terma</h3><ul><li>Bonus naik taraf dan bonus hari jadi memerlukan turnover <strong>1x</strong> dan sah selama <strong>30 hari</strong>.</li><li>Akaun yang telah disahkan dan tarikh lahir yang berdaftar diperlukan.</li></ul>${PROMO_FOOTER.ms}`,
      'pt-BR': `<h3>Níveis VIP</h3><ul><li>Bronze, Prata, Ouro, Platina e Diamante.</li><li>Os níveis são revisados no dia 1º de cada mês com base no total de depósitos e no volume válido apostado nos últimos 3 meses.</li></ul><h3>Benefícios</h3><ul><li>Bônus único de subida de nível de <strong>RM38</strong> (Prata) até <strong>RM8.888</strong> (Diamante).</li><li>Bônus de aniversário de até <strong>RM1.888</strong>, que pode ser resgatado em até 7 dias a partir do seu aniversário.</li><li>Limites diários de saque maiores, saques prioritários e gerente de conta exclusivo a partir do nível Ouro.</li></ul><h3>Termos</h3><ul><li>Os bônus de nível e de aniversário exigem rollover de <strong>1x</strong> e são válidos por <strong>30 dias</strong>.</li><li>É necessário ter a conta verificada e a data de nascimento cadastrada.</li></ul>${PROMO_FOOTER['pt-BR']}`,
      th: `<h3>ระดับ VIP</h3><ul><li>บรอนซ์ ซิลเวอร์ โกลด์ แพลทินัม และไดมอนด์</li><li>ประเมินระดับทุกวันที่ 1 ของเดือน จากยอดฝากรวมและยอดเทิร์นโอเวอร์ที่ถูกต้องในช่วง 3 เดือนที่ผ่านมา</li></ul><h3>สิทธิประโยชน์</h3><ul><li>โบนัสเลื่อนระดับครั้งเดียว ตั้งแต่ <strong>RM38</strong> (ซิลเวอร์) ถึง <strong>RM8,888</strong> (ไดมอนด์)</li><li>โบนัสวันเกิดสูงสุด <strong>RM1,888</strong> กดรับได้ภายใน 7 วันนับจากวันเกิด</li><li>วงเงินถอนรายวันสูงขึ้น ถอนเงินแบบเร่งด่วน และมีผู้จัดการบัญชีส่วนตัวตั้งแต่ระดับโกลด์ขึ้นไป</li></ul><h3>เงื่อนไข</h3><ul><li>โบนัสเลื่อนระดับและโบนัสวันเกิดต้องทำเทิร์นโอเวอร์ <strong>1 เท่า</strong> และมีอายุ <strong>30 วัน</strong></li><li>บัญชีต้องผ่านการยืนยันตัวตนและลงทะเบียนวันเกิดแล้ว</li></ul>${PROMO_FOOTER.th}`,
      vi: `<h3>Các cấp VIP</h3><ul><li>Đồng, Bạc, Vàng, Bạch Kim và Kim Cương.</li><li>Cấp độ được xét vào ngày 1 hằng tháng dựa trên tổng tiền nạp và doanh thu cược hợp lệ của bạn trong 3 tháng gần nhất.</li></ul><h3>Quyền lợi</h3><ul><li>Thưởng thăng cấp một lần từ <strong>RM38</strong> (Bạc) đến <strong>RM8.888</strong> (Kim Cương).</li><li>Thưởng sinh nhật lên đến <strong>RM1.888</strong>, nhận trong vòng 7 ngày kể từ ngày sinh nhật.</li><li>Hạn mức rút tiền hằng ngày cao hơn, ưu tiên xử lý rút tiền và chuyên viên chăm sóc riêng từ cấp Vàng.</li></ul><h3>Điều khoản</h3><ul><li>Thưởng thăng cấp và thưởng sinh nhật yêu cầu <strong>1 vòng cược</strong> và có hiệu lực trong <strong>30 ngày</strong>.</li><li>Tài khoản phải được xác minh và đã đăng ký ngày sinh.</li></ul>${PROMO_FOOTER.vi}`,
    },
  },
  {
    category: 'lottery',
    title: {
      en: 'Lottery First Prize Bonus +10%',
      'zh-CN': '彩票头奖加赠10%',
      id: 'Bonus Hadiah Pertama Lotre +10%',
      ms: 'Bonus Hadiah Pertama Loteri +10%',
      'pt-BR': 'Bônus de 10% no Primeiro Prêmio da Loteria',
      th: 'ถูกรางวัลที่ 1 หวย รับโบนัสเพิ่ม 10%',
      vi: 'Thưởng Thêm 10% Giải Nhất Xổ Số',
    },
    summary: {
      en: 'Strike the first prize in any 4D draw and we add an extra 10% on top, up to RM5,000.',
      'zh-CN': '任意4D开奖中得头奖，额外加赠10%奖金，最高RM5,000。',
      id: 'Tembus hadiah pertama di undian 4D mana pun dan kami tambahkan ekstra 10%, hingga RM5.000.',
      ms: 'Menangi hadiah pertama dalam mana-mana cabutan 4D dan kami tambah 10% lagi, sehingga RM5,000.',
      'pt-BR': 'Acerte o primeiro prêmio em qualquer sorteio 4D e ganhe 10% a mais, até RM5.000.',
      th: 'ถูกรางวัลที่ 1 ในการออกผล 4D งวดใดก็ได้ รับเพิ่มอีก 10% สูงสุด RM5,000',
      vi: 'Trúng giải nhất ở bất kỳ kỳ quay 4D nào để nhận thêm 10%, tối đa RM5.000.',
    },
    content: {
      en: `<h3>Details</h3><ul><li>Place bets in the Lottery section with a minimum stake of <strong>RM1</strong> per number.</li><li>If your number wins the first prize, you receive an extra <strong>10%</strong> of the prize amount, up to <strong>RM5,000</strong> per draw.</li><li>The bonus is credited automatically within <strong>24 hours</strong> after the official results are published.</li></ul><h3>Terms</h3><ul><li>A <strong>1x</strong> turnover applies before withdrawal.</li><li>Valid for all 4D draws during the promotion period, until further notice.</li><li>Bets placed with bonus funds or free credit are not eligible.</li></ul>${PROMO_FOOTER.en}`,
      'zh-CN': `<h3>活动详情</h3><ul><li>在彩票专区投注，每个号码最低投注<strong>RM1</strong>。</li><li>若您的号码中得头奖，将额外获得奖金金额的<strong>10%</strong>，每期最高<strong>RM5,000</strong>。</li><li>加赠奖金将在官方开奖结果公布后<strong>24小时</strong>内自动发放。</li></ul><h3>活动条款</h3><ul><li>提款前需完成<strong>1倍</strong>流水。</li><li>活动期间所有4D开奖均适用，直至另行通知。</li><li>使用奖金或免费彩金的投注不适用。</li></ul>${PROMO_FOOTER['zh-CN']}`,
      id: `<h3>Detail</h3><ul><li>Pasang taruhan di bagian Lotre dengan taruhan minimal <strong>RM1</strong> per nomor.</li><li>Jika nomor Anda memenangkan hadiah pertama, Anda menerima tambahan <strong>10%</strong> dari nilai hadiah, hingga <strong>RM5.000</strong> per undian.</li><li>Bonus dikreditkan otomatis dalam <strong>24 jam</strong> setelah hasil resmi diumumkan.</li></ul><h3>Syarat</h3><ul><li>Berlaku turnover <strong>1x</strong> sebelum penarikan.</li><li>Berlaku untuk semua undian 4D selama periode promosi, hingga pemberitahuan lebih lanjut.</li><li>Taruhan menggunakan dana bonus atau kredit gratis tidak memenuhi syarat.</li></ul>${PROMO_FOOTER.id}`,
      ms: `<h3>Butiran</h3><ul><li>Buat pertaruhan di bahagian Loteri dengan taruhan minimum <strong>RM1</strong> bagi setiap nombor.</li><li>Jika nombor anda memenangi hadiah pertama, anda menerima tambahan <strong>10%</strong> daripada nilai hadiah, sehingga <strong>RM5,000</strong> bagi setiap cabutan.</li><li>Bonus dikreditkan secara automatik dalam tempoh <strong>24 jam</strong> selepas keputusan rasmi diumumkan.</li></ul><h3>Terma</h3><ul><li>Turnover <strong>1x</strong> dikenakan sebelum pengeluaran.</li><li>Sah untuk semua cabutan 4D sepanjang tempoh promosi, sehingga diberitahu kelak.</li><li>Pertaruhan menggunakan dana bonus atau kredit percuma tidak layak.</li></ul>${PROMO_FOOTER.ms}`,
      'pt-BR': `<h3>Detalhes</h3><ul><li>Aposte na seção Loteria com valor mínimo de <strong>RM1</strong> por número.</li><li>Se o seu número ganhar o primeiro prêmio, você recebe <strong>10%</strong> a mais sobre o valor do prêmio, até <strong>RM5.000</strong> por sorteio.</li><li>O bônus é creditado automaticamente em até <strong>24 horas</strong> após a divulgação do resultado oficial.</li></ul><h3>Termos</h3><ul><li>É necessário um rollover de <strong>1x</strong> antes do saque.</li><li>Válido para todos os sorteios 4D durante o período da promoção, até segunda ordem.</li><li>Apostas feitas com saldo de bônus ou crédito grátis não participam.</li></ul>${PROMO_FOOTER['pt-BR']}`,
      th: `<h3>รายละเอียด</h3><ul><li>แทงหวยในหมวดลอตเตอรี่ เดิมพันขั้นต่ำ <strong>RM1</strong> ต่อหมายเลข</li><li>หากหมายเลขของคุณถูกรางวัลที่ 1 รับเพิ่ม <strong>10%</strong> ของเงินรางวัล สูงสุด <strong>RM5,000</strong> ต่องวด</li><li>โบนัสจะเข้าบัญชีอัตโนมัติภายใน <strong>24 ชั่วโมง</strong> หลังประกาศผลอย่างเป็นทางการ</li></ul><h3>เงื่อนไข</h3><ul><li>ต้องทำเทิร์นโอเวอร์ <strong>1 เท่า</strong> ก่อนถอนเงิน</li><li>ใช้ได้กับการออกผล 4D ทุกงวดตลอดระยะเวลาโปรโมชั่น จนกว่าจะมีการแจ้งเปลี่ยนแปลง</li><li>ไม่นับรวมการเดิมพันด้วยเงินโบนัสหรือเครดิตฟรี</li></ul>${PROMO_FOOTER.th}`,
      vi: `<h3>Chi tiết</h3><ul><li>Đặt cược tại mục Xổ Số với mức cược tối thiểu <strong>RM1</strong> cho mỗi số.</li><li>Nếu số của bạn trúng giải nhất, bạn nhận thêm <strong>10%</strong> giá trị giải thưởng, tối đa <strong>RM5.000</strong> mỗi kỳ quay.</li><li>Tiền thưởng được cộng tự động trong vòng <strong>24 giờ</strong> sau khi có kết quả chính thức.</li></ul><h3>Điều khoản</h3><ul><li>Yêu cầu <strong>1 vòng cược</strong> trước khi rút tiền.</li><li>Áp dụng cho tất cả các kỳ quay 4D trong thời gian khuyến mãi, cho đến khi có thông báo mới.</li><li>Không áp dụng cho cược đặt bằng tiền thưởng hoặc tiền miễn phí.</li></ul>${PROMO_FOOTER.vi}`,
    },
  },
  {
    category: 'new_player',
    claim: {
      kind: 'REFERRAL',
      rules: { minDeposit: 5_000, amount: 1_000, turnoverTarget: 100_000, turnoverReward: 2_000 },
    },
    title: {
      en: 'Invite Friends: RM30 for Every Friend',
      'zh-CN': '邀请好友：每位好友最高赚RM30',
      id: 'Ajak Teman: RM30 untuk Setiap Teman',
      ms: 'Jemput Rakan: RM30 untuk Setiap Rakan',
      'pt-BR': 'Convide Amigos: RM30 por Cada Amigo',
      th: 'ชวนเพื่อน: รับ RM30 ต่อเพื่อนหนึ่งคน',
      vi: 'Mời Bạn Bè: Nhận RM30 cho Mỗi Người Bạn',
    },
    summary: {
      en: 'Share your invite link: RM10 when a friend first deposits RM50, RM20 more once they wager RM1,000.',
      'zh-CN': '分享您的邀请链接：好友首存RM50即得RM10，好友累计投注RM1,000再得RM20。',
      id: 'Bagikan link undangan Anda: RM10 saat teman deposit pertama RM50, tambah RM20 setelah taruhannya mencapai RM1.000.',
      ms: 'Kongsi pautan jemputan anda: RM10 apabila rakan deposit pertama RM50, RM20 lagi selepas pertaruhannya mencecah RM1,000.',
      'pt-BR':
        'Compartilhe seu link de convite: RM10 quando um amigo fizer o primeiro depósito de RM50 e mais RM20 quando ele apostar RM1.000.',
      th: 'แชร์ลิงก์ชวนเพื่อน: รับ RM10 เมื่อเพื่อนฝากครั้งแรก RM50 และรับเพิ่ม RM20 เมื่อเพื่อนเดิมพันครบ RM1,000',
      vi: 'Chia sẻ liên kết mời: nhận RM10 khi bạn bè nạp lần đầu RM50, thêm RM20 khi họ cược đủ RM1.000.',
    },
    content: {
      en: `<h3>How it works</h3><ul><li>Open <strong>Invite friends</strong> in the member centre and share your link, QR code or code.</li><li>When a friend registers with it and makes a first deposit of at least <strong>RM50</strong>, you receive <strong>RM10</strong>.</li><li>When that friend's valid turnover reaches <strong>RM1,000</strong>, you receive another <strong>RM20</strong>.</li></ul><h3>Terms</h3><ul><li>Rewards are paid to your main wallet automatically.</li><li>Each friend counts once; accounts opened by the same person do not count.</li></ul>${PROMO_FOOTER.en}`,
      'zh-CN': `<h3>参与方式</h3><ul><li>在会员中心打开<strong>邀请好友</strong>，分享您的链接、二维码或邀请码。</li><li>好友通过它注册并首次存款至少<strong>RM50</strong>，您即可获得<strong>RM10</strong>。</li><li>该好友有效投注累计达到<strong>RM1,000</strong>时，您再获得<strong>RM20</strong>。</li></ul><h3>活动条款</h3><ul><li>奖励自动存入您的主钱包。</li><li>每位好友只计算一次；同一人开设的账户不计算。</li></ul>${PROMO_FOOTER['zh-CN']}`,
      id: `<h3>Cara kerja</h3><ul><li>Buka <strong>Ajak teman</strong> di pusat member dan bagikan link, kode QR, atau kode Anda.</li><li>Saat teman mendaftar dengannya dan melakukan deposit pertama minimal <strong>RM50</strong>, Anda menerima <strong>RM10</strong>.</li><li>Saat turnover valid teman tersebut mencapai <strong>RM1.000</strong>, Anda menerima tambahan <strong>RM20</strong>.</li></ul><h3>Syarat</h3><ul><li>Hadiah dibayarkan otomatis ke dompet utama Anda.</li><li>Setiap teman dihitung sekali; akun yang dibuka oleh orang yang sama tidak dihitung.</li></ul>${PROMO_FOOTER.id}`,
      ms: `<h3>Cara ia berfungsi</h3><ul><li>Buka <strong>Jemput rakan</strong> di pusat ahli dan kongsi pautan, kod QR atau kod anda.</li><li>Apabila rakan mendaftar dengannya dan membuat deposit pertama sekurang-kurangnya <strong>RM50</strong>, anda menerima <strong>RM10</strong>.</li><li>Apabila pusing ganti sah rakan itu mencecah <strong>RM1,000</strong>, anda menerima <strong>RM20</strong> lagi.</li></ul><h3>Terma</h3><ul><li>Ganjaran dibayar ke dompet utama anda secara automatik.</li><li>Setiap rakan dikira sekali; akaun yang dibuka oleh orang yang sama tidak dikira.</li></ul>${PROMO_FOOTER.ms}`,
      'pt-BR': `<h3>Como funciona</h3><ul><li>Abra <strong>Convidar amigos</strong> na central do membro e compartilhe seu link, QR code ou código.</li><li>Quando um amigo se cadastrar com ele e fizer o primeiro depósito de pelo menos <strong>RM50</strong>, você recebe <strong>RM10</strong>.</li><li>Quando o rollover válido desse amigo chegar a <strong>RM1.000</strong>, você recebe mais <strong>RM20</strong>.</li></ul><h3>Termos</h3><ul><li>As recompensas são creditadas automaticamente na sua carteira principal.</li><li>Cada amigo conta uma vez; contas abertas pela mesma pessoa não contam.</li></ul>${PROMO_FOOTER['pt-BR']}`,
      th: `<h3>วิธีการ</h3><ul><li>เปิด <strong>ชวนเพื่อน</strong> ในศูนย์สมาชิก แล้วแชร์ลิงก์ คิวอาร์โค้ด หรือโค้ดของคุณ</li><li>เมื่อเพื่อนสมัครด้วยลิงก์นั้นและฝากครั้งแรกอย่างน้อย <strong>RM50</strong> คุณจะได้รับ <strong>RM10</strong></li><li>เมื่อยอดหมุนเวียนที่นับได้ของเพื่อนครบ <strong>RM1,000</strong> คุณจะได้รับเพิ่มอีก <strong>RM20</strong></li></ul><h3>เงื่อนไข</h3><ul><li>รางวัลเข้ากระเป๋าหลักของคุณโดยอัตโนมัติ</li><li>เพื่อนแต่ละคนนับครั้งเดียว บัญชีที่เปิดโดยบุคคลเดียวกันไม่นับ</li></ul>${PROMO_FOOTER.th}`,
      vi: `<h3>Cách thức</h3><ul><li>Mở <strong>Mời bạn bè</strong> trong trung tâm thành viên và chia sẻ liên kết, mã QR hoặc mã của bạn.</li><li>Khi bạn bè đăng ký bằng liên kết đó và nạp lần đầu ít nhất <strong>RM50</strong>, bạn nhận <strong>RM10</strong>.</li><li>Khi doanh thu hợp lệ của người bạn đó đạt <strong>RM1.000</strong>, bạn nhận thêm <strong>RM20</strong>.</li></ul><h3>Điều khoản</h3><ul><li>Phần thưởng được cộng tự động vào ví chính của bạn.</li><li>Mỗi người bạn chỉ tính một lần; các tài khoản do cùng một người mở không được tính.</li></ul>${PROMO_FOOTER.vi}`,
    },
  },
  {
    category: 'rebate',
    claim: {
      kind: 'LOSS_REBATE',
      rules: { percentBp: 300, cap: 38_800, minLoss: 5_000, turnoverMultiple: 1, validDays: 7 },
    },
    title: {
      en: 'Daily Loss Rebate 3%',
      'zh-CN': '每日亏损返还3%',
      id: 'Rebate Kekalahan Harian 3%',
      ms: 'Rebat Kerugian Harian 3%',
      'pt-BR': 'Rebate Diário de Perdas de 3%',
      th: 'คืนยอดเสียรายวัน 3%',
      vi: 'Hoàn Trả Thua Lỗ Hằng Ngày 3%',
    },
    summary: {
      en: 'Had a rough day? Claim 3% of yesterday’s net loss back, up to RM388.',
      'zh-CN': '昨天手气不佳？领取昨日净亏损的3%，最高RM388。',
      id: 'Hari yang berat? Klaim kembali 3% dari kekalahan bersih kemarin, hingga RM388.',
      ms: 'Hari yang sukar? Tuntut semula 3% daripada kerugian bersih semalam, sehingga RM388.',
      'pt-BR': 'Dia difícil? Resgate 3% da perda líquida de ontem, até RM388.',
      th: 'เมื่อวานเสียเยอะ? รับคืน 3% ของยอดเสียสุทธิเมื่อวาน สูงสุด RM388',
      vi: 'Hôm qua không may? Nhận lại 3% số thua ròng của ngày hôm qua, tối đa RM388.',
    },
    content: {
      en: `<h3>Details</h3><ul><li>Each day, claim 3% of the previous day’s net loss (settled bets minus winnings, GMT+8) in Promotions.</li><li>Minimum net loss <strong>RM50</strong>; maximum rebate <strong>RM388</strong> a day.</li></ul><h3>Terms</h3><ul><li>The rebate must be wagered <strong>1x</strong> within 7 days before withdrawal.</li><li>Claim it on the day after the loss; an unclaimed rebate lapses.</li></ul>${PROMO_FOOTER.en}`,
      'zh-CN': `<h3>活动详情</h3><ul><li>每天可在优惠页面领取前一天净亏损（已结算投注减去派彩，GMT+8）的3%。</li><li>最低净亏损<strong>RM50</strong>；每日最高返还<strong>RM388</strong>。</li></ul><h3>活动条款</h3><ul><li>返还金额需在7天内完成<strong>1倍</strong>流水方可提款。</li><li>请在亏损次日领取；逾期未领取视为放弃。</li></ul>${PROMO_FOOTER['zh-CN']}`,
      id: `<h3>Detail</h3><ul><li>Setiap hari, klaim 3% dari kekalahan bersih hari sebelumnya (taruhan selesai dikurangi kemenangan, GMT+8) di halaman Promosi.</li><li>Kekalahan bersih minimal <strong>RM50</strong>; rebate maksimal <strong>RM388</strong> per hari.</li></ul><h3>Syarat</h3><ul><li>Rebate harus memenuhi turnover <strong>1x</strong> dalam 7 hari sebelum penarikan.</li><li>Klaim pada hari setelah kekalahan; rebate yang tidak diklaim hangus.</li></ul>${PROMO_FOOTER.id}`,
      ms: `<h3>Butiran</h3><ul><li>Setiap hari, tuntut 3% daripada kerugian bersih hari sebelumnya (pertaruhan selesai tolak kemenangan, GMT+8) di halaman Promosi.</li><li>Kerugian bersih minimum <strong>RM50</strong>; rebat maksimum <strong>RM388</strong> sehari.</li></ul><h3>Terma</h3><ul><li>Rebat mesti dipertaruhkan <strong>1x</strong> dalam 7 hari sebelum pengeluaran.</li><li>Tuntut pada hari selepas kerugian; rebat yang tidak dituntut luput.</li></ul>${PROMO_FOOTER.ms}`,
      'pt-BR': `<h3>Detalhes</h3><ul><li>Todo dia, resgate em Promoções 3% da perda líquida do dia anterior (apostas liquidadas menos ganhos, GMT+8).</li><li>Perda líquida mínima de <strong>RM50</strong>; rebate máximo de <strong>RM388</strong> por dia.</li></ul><h3>Termos</h3><ul><li>O rebate deve ser apostado <strong>1x</strong> em até 7 dias antes do saque.</li><li>Resgate no dia seguinte à perda; rebates não resgatados expiram.</li></ul>${PROMO_FOOTER['pt-BR']}`,
      th: `<h3>รายละเอียด</h3><ul><li>ทุกวัน รับคืน 3% ของยอดเสียสุทธิของวันก่อนหน้า (เดิมพันที่ชำระแล้วหักเงินรางวัล, GMT+8) ได้ที่หน้าโปรโมชั่น</li><li>ยอดเสียสุทธิขั้นต่ำ <strong>RM50</strong> คืนสูงสุด <strong>RM388</strong> ต่อวัน</li></ul><h3>เงื่อนไข</h3><ul><li>ยอดคืนต้องทำเทิร์นโอเวอร์ <strong>1 เท่า</strong> ภายใน 7 วันก่อนถอน</li><li>รับได้ในวันถัดจากวันที่เสีย หากไม่รับจะหมดสิทธิ์</li></ul>${PROMO_FOOTER.th}`,
      vi: `<h3>Chi tiết</h3><ul><li>Mỗi ngày, nhận lại 3% số thua ròng của ngày hôm trước (cược đã thanh toán trừ tiền thắng, GMT+8) tại trang Khuyến mãi.</li><li>Thua ròng tối thiểu <strong>RM50</strong>; hoàn trả tối đa <strong>RM388</strong> mỗi ngày.</li></ul><h3>Điều khoản</h3><ul><li>Khoản hoàn trả phải cược <strong>1 lần</strong> trong 7 ngày trước khi rút.</li><li>Nhận vào ngày sau ngày thua; khoản không nhận sẽ hết hạn.</li></ul>${PROMO_FOOTER.vi}`,
    },
  },
  {
    category: 'deposit',
    claim: {
      kind: 'RAFFLE',
      rules: { minDeposit: 5_000, amount: 8_800, winners: 10, turnoverMultiple: 1, validDays: 7 },
    },
    endsInDays: 7,
    title: {
      en: 'Weekly Lucky Draw: 10 Prizes of RM88',
      'zh-CN': '每周幸运抽奖：10份RM88大奖',
      id: 'Undian Berhadiah Mingguan: 10 Hadiah RM88',
      ms: 'Cabutan Bertuah Mingguan: 10 Hadiah RM88',
      'pt-BR': 'Sorteio Semanal: 10 Prêmios de RM88',
      th: 'จับรางวัลนำโชครายสัปดาห์: 10 รางวัล รางวัลละ RM88',
      vi: 'Quay Thưởng May Mắn Hằng Tuần: 10 Giải RM88',
    },
    summary: {
      en: 'Deposit RM50 this week, join the draw and win one of 10 prizes of RM88.',
      'zh-CN': '本周存款满RM50即可参加抽奖，赢取10份RM88奖金之一。',
      id: 'Deposit RM50 minggu ini, ikut undian dan menangkan salah satu dari 10 hadiah RM88.',
      ms: 'Deposit RM50 minggu ini, sertai cabutan dan menangi satu daripada 10 hadiah RM88.',
      'pt-BR': 'Deposite RM50 nesta semana, participe do sorteio e ganhe um de 10 prêmios de RM88.',
      th: 'ฝากครบ RM50 ในสัปดาห์นี้ ร่วมจับรางวัล ลุ้นรับ 1 ใน 10 รางวัล รางวัลละ RM88',
      vi: 'Nạp RM50 trong tuần này, tham gia quay thưởng và giành một trong 10 giải RM88.',
    },
    content: {
      en: `<h3>How to join</h3><ul><li>Deposit at least <strong>RM50</strong> in total while the draw runs.</li><li>Press <strong>Join the raffle</strong> here; one entry per member.</li><li>At the end date, <strong>10 entries</strong> are drawn at random and each wins <strong>RM88</strong>, paid to the main wallet.</li></ul><h3>Terms</h3><ul><li>Prizes must be wagered <strong>1x</strong> within 7 days before withdrawal.</li><li>The draw is recorded with its random seed, so it can be audited.</li></ul>${PROMO_FOOTER.en}`,
      'zh-CN': `<h3>参与方式</h3><ul><li>活动期间累计存款至少<strong>RM50</strong>。</li><li>在此点击<strong>参加抽奖</strong>；每位会员限一次。</li><li>截止日随机抽出<strong>10名</strong>，每人获得<strong>RM88</strong>，存入主钱包。</li></ul><h3>活动条款</h3><ul><li>奖金需在7天内完成<strong>1倍</strong>流水方可提款。</li><li>抽奖记录随机种子，可供审核。</li></ul>${PROMO_FOOTER['zh-CN']}`,
      id: `<h3>Cara ikut</h3><ul><li>Deposit total minimal <strong>RM50</strong> selama undian berlangsung.</li><li>Tekan <strong>Ikut undian</strong> di sini; satu entri per member.</li><li>Pada tanggal berakhir, <strong>10 entri</strong> diundi secara acak dan masing-masing memenangkan <strong>RM88</strong>, dibayarkan ke dompet utama.</li></ul><h3>Syarat</h3><ul><li>Hadiah harus memenuhi turnover <strong>1x</strong> dalam 7 hari sebelum penarikan.</li><li>Undian dicatat dengan seed acaknya sehingga dapat diaudit.</li></ul>${PROMO_FOOTER.id}`,
      ms: `<h3>Cara menyertai</h3><ul><li>Deposit sekurang-kurangnya <strong>RM50</strong> secara keseluruhan semasa cabutan berjalan.</li><li>Tekan <strong>Sertai cabutan</strong> di sini; satu penyertaan bagi setiap ahli.</li><li>Pada tarikh tamat, <strong>10 penyertaan</strong> dicabut secara rawak dan setiap satu memenangi <strong>RM88</strong>, dibayar ke dompet utama.</li></ul><h3>Terma</h3><ul><li>Hadiah mesti dipertaruhkan <strong>1x</strong> dalam 7 hari sebelum pengeluaran.</li><li>Cabutan direkodkan bersama benih rawaknya supaya boleh diaudit.</li></ul>${PROMO_FOOTER.ms}`,
      'pt-BR': `<h3>Como participar</h3><ul><li>Deposite pelo menos <strong>RM50</strong> no total enquanto o sorteio estiver aberto.</li><li>Toque em <strong>Participar do sorteio</strong> aqui; uma inscrição por membro.</li><li>Na data final, <strong>10 inscrições</strong> são sorteadas e cada uma ganha <strong>RM88</strong>, pagos na carteira principal.</li></ul><h3>Termos</h3><ul><li>Os prêmios devem ser apostados <strong>1x</strong> em até 7 dias antes do saque.</li><li>O sorteio é registrado com sua semente aleatória, para poder ser auditado.</li></ul>${PROMO_FOOTER['pt-BR']}`,
      th: `<h3>วิธีเข้าร่วม</h3><ul><li>ฝากรวมอย่างน้อย <strong>RM50</strong> ระหว่างที่กิจกรรมเปิดอยู่</li><li>กด <strong>ร่วมจับรางวัล</strong> ที่นี่ สมาชิกละหนึ่งสิทธิ์</li><li>ในวันสิ้นสุด ระบบจะสุ่ม <strong>10 รายชื่อ</strong> รับรางวัลละ <strong>RM88</strong> เข้ากระเป๋าหลัก</li></ul><h3>เงื่อนไข</h3><ul><li>เงินรางวัลต้องทำเทิร์นโอเวอร์ <strong>1 เท่า</strong> ภายใน 7 วันก่อนถอน</li><li>การจับรางวัลบันทึกพร้อมค่าสุ่ม จึงตรวจสอบย้อนหลังได้</li></ul>${PROMO_FOOTER.th}`,
      vi: `<h3>Cách tham gia</h3><ul><li>Nạp tổng cộng ít nhất <strong>RM50</strong> trong thời gian quay thưởng.</li><li>Nhấn <strong>Tham gia quay thưởng</strong> tại đây; mỗi thành viên một lượt.</li><li>Vào ngày kết thúc, <strong>10 lượt</strong> được chọn ngẫu nhiên, mỗi lượt nhận <strong>RM88</strong> vào ví chính.</li></ul><h3>Điều khoản</h3><ul><li>Tiền thưởng phải cược <strong>1 lần</strong> trong 7 ngày trước khi rút.</li><li>Kết quả quay được lưu cùng hạt giống ngẫu nhiên để có thể kiểm tra.</li></ul>${PROMO_FOOTER.vi}`,
    },
  },
  {
    category: 'vip',
    claim: {
      kind: 'DAILY_RELOAD',
      // Only members an operator labelled "High Roller" (npm run platform -- label assign ...).
      rules: {
        percentBp: 2_000,
        cap: 88_800,
        minDeposit: 50_000,
        turnoverMultiple: 5,
        validDays: 3,
        labels: ['High Roller'],
      },
    },
    title: {
      en: 'High Roller Reload 20%',
      'zh-CN': '豪客专享每日再存20%',
      id: 'Reload High Roller 20%',
      ms: 'Tambah Nilai High Roller 20%',
      'pt-BR': 'Recarga High Roller 20%',
      th: 'โบนัสฝากซ้ำ High Roller 20%',
      vi: 'Nạp Lại High Roller 20%',
    },
    summary: {
      en: 'For members with the High Roller label: 20% on your first deposit of the day, up to RM888.',
      'zh-CN': '拥有“High Roller”标签的会员专享：每日首笔存款加赠20%，最高RM888。',
      id: 'Untuk member berlabel High Roller: 20% dari deposit pertama Anda hari ini, hingga RM888.',
      ms: 'Untuk ahli berlabel High Roller: 20% daripada deposit pertama anda hari ini, sehingga RM888.',
      'pt-BR':
        'Para membros com a etiqueta High Roller: 20% sobre o primeiro depósito do dia, até RM888.',
      th: 'สำหรับสมาชิกที่มีป้าย High Roller: รับ 20% จากยอดฝากแรกของวัน สูงสุด RM888',
      vi: 'Dành cho thành viên có nhãn High Roller: thưởng 20% khoản nạp đầu tiên trong ngày, tối đa RM888.',
    },
    content: {
      en: `<h3>Details</h3><ul><li>Open to members our VIP team has given the <strong>High Roller</strong> label.</li><li>Deposit at least <strong>RM500</strong> as your first deposit of the day and claim <strong>20%</strong> of it, up to <strong>RM888</strong>.</li></ul><h3>Terms</h3><ul><li>The deposit plus bonus must be wagered <strong>5x</strong> within 3 days before withdrawal.</li><li>One claim per day (GMT+8).</li></ul>${PROMO_FOOTER.en}`,
      'zh-CN': `<h3>活动详情</h3><ul><li>仅限VIP团队授予<strong>High Roller</strong>标签的会员参与。</li><li>当日首笔存款至少<strong>RM500</strong>，即可申请其<strong>20%</strong>的奖金，最高<strong>RM888</strong>。</li></ul><h3>活动条款</h3><ul><li>存款加奖金需在3天内完成<strong>5倍</strong>流水方可提款。</li><li>每日限申请一次（GMT+8）。</li></ul>${PROMO_FOOTER['zh-CN']}`,
      id: `<h3>Detail</h3><ul><li>Terbuka untuk member yang diberi label <strong>High Roller</strong> oleh tim VIP kami.</li><li>Deposit minimal <strong>RM500</strong> sebagai deposit pertama hari ini dan klaim <strong>20%</strong> darinya, hingga <strong>RM888</strong>.</li></ul><h3>Syarat</h3><ul><li>Deposit dan bonus harus memenuhi turnover <strong>5x</strong> dalam 3 hari sebelum penarikan.</li><li>Satu klaim per hari (GMT+8).</li></ul>${PROMO_FOOTER.id}`,
      ms: `<h3>Butiran</h3><ul><li>Terbuka kepada ahli yang diberi label <strong>High Roller</strong> oleh pasukan VIP kami.</li><li>Deposit sekurang-kurangnya <strong>RM500</strong> sebagai deposit pertama hari ini dan tuntut <strong>20%</strong> daripadanya, sehingga <strong>RM888</strong>.</li></ul><h3>Terma</h3><ul><li>Deposit dan bonus mesti dipertaruhkan <strong>5x</strong> dalam 3 hari sebelum pengeluaran.</li><li>Satu tuntutan sehari (GMT+8).</li></ul>${PROMO_FOOTER.ms}`,
      'pt-BR': `<h3>Detalhes</h3><ul><li>Para membros que nossa equipe VIP marcou com a etiqueta <strong>High Roller</strong>.</li><li>Deposite pelo menos <strong>RM500</strong> como primeiro depósito do dia e resgate <strong>20%</strong> dele, até <strong>RM888</strong>.</li></ul><h3>Termos</h3><ul><li>O depósito mais o bônus devem ser apostados <strong>5x</strong> em até 3 dias antes do saque.</li><li>Um resgate por dia (GMT+8).</li></ul>${PROMO_FOOTER['pt-BR']}`,
      th: `<h3>รายละเอียด</h3><ul><li>สำหรับสมาชิกที่ทีม VIP มอบป้าย <strong>High Roller</strong> ให้</li><li>ฝากแรกของวันอย่างน้อย <strong>RM500</strong> แล้วกดรับ <strong>20%</strong> ของยอดฝาก สูงสุด <strong>RM888</strong></li></ul><h3>เงื่อนไข</h3><ul><li>ยอดฝากรวมโบนัสต้องทำเทิร์นโอเวอร์ <strong>5 เท่า</strong> ภายใน 3 วันก่อนถอน</li><li>รับได้วันละหนึ่งครั้ง (GMT+8)</li></ul>${PROMO_FOOTER.th}`,
      vi: `<h3>Chi tiết</h3><ul><li>Dành cho thành viên được đội VIP gắn nhãn <strong>High Roller</strong>.</li><li>Nạp ít nhất <strong>RM500</strong> cho khoản nạp đầu tiên trong ngày và nhận <strong>20%</strong> số đó, tối đa <strong>RM888</strong>.</li></ul><h3>Điều khoản</h3><ul><li>Tiền nạp cộng tiền thưởng phải cược <strong>5 lần</strong> trong 3 ngày trước khi rút.</li><li>Mỗi ngày nhận một lần (GMT+8).</li></ul>${PROMO_FOOTER.vi}`,
    },
  },
];

export const ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    type: 'B',
    daysAgo: 1,
    title: {
      en: 'Scheduled maintenance on Tuesday 03:00–06:00',
      'zh-CN': '周二03:00–06:00系统例行维护',
      id: 'Pemeliharaan terjadwal hari Selasa pukul 03.00–06.00',
      ms: 'Penyelenggaraan berjadual pada hari Selasa, 03:00–06:00',
      'pt-BR': 'Manutenção programada na terça-feira, das 03h às 06h',
      th: 'ปิดปรับปรุงระบบตามกำหนด วันอังคาร 03:00–06:00 น.',
      vi: 'Bảo trì định kỳ vào thứ Ba, 03:00–06:00',
    },
    content: {
      en: '<p>Scheduled system maintenance will take place on <strong>Tuesday from 03:00 to 06:00 (GMT+8)</strong>. Games, deposits and withdrawals will be unavailable during this time. Please make sure all game rounds are completed beforehand. Thank you for your patience.</p>',
      'zh-CN':
        '<p>系统将于<strong>周二03:00至06:00（GMT+8）</strong>进行例行维护，期间游戏、存款及提款服务将暂停。请提前完成所有进行中的游戏。感谢您的耐心与支持。</p>',
      id: '<p>Pemeliharaan sistem terjadwal akan berlangsung pada <strong>hari Selasa pukul 03.00 hingga 06.00 (GMT+8)</strong>. Permainan, deposit, dan penarikan tidak dapat digunakan selama waktu tersebut. Pastikan semua putaran permainan telah selesai sebelumnya. Terima kasih atas kesabaran Anda.</p>',
      ms: '<p>Penyelenggaraan sistem berjadual akan dijalankan pada <strong>hari Selasa dari 03:00 hingga 06:00 (GMT+8)</strong>. Permainan, deposit dan pengeluaran tidak dapat digunakan sepanjang tempoh ini. Sila pastikan semua pusingan permainan diselesaikan lebih awal. Terima kasih atas kesabaran anda.</p>',
      'pt-BR':
        '<p>Haverá manutenção programada do sistema na <strong>terça-feira, das 03h às 06h (GMT+8)</strong>. Jogos, depósitos e saques ficarão indisponíveis nesse período. Conclua todas as rodadas em andamento com antecedência. Agradecemos a compreensão.</p>',
      th: '<p>ระบบจะปิดปรับปรุงตามกำหนดใน<strong>วันอังคาร เวลา 03:00–06:00 น. (GMT+8)</strong> ระหว่างนี้จะไม่สามารถเล่นเกม ฝากเงิน หรือถอนเงินได้ กรุณาเล่นรอบเกมที่ค้างอยู่ให้เสร็จก่อนเวลาดังกล่าว ขอบคุณที่รอคอย</p>',
      vi: '<p>Hệ thống sẽ bảo trì định kỳ vào <strong>thứ Ba từ 03:00 đến 06:00 (GMT+8)</strong>. Trong thời gian này, trò chơi, nạp tiền và rút tiền sẽ tạm ngưng. Vui lòng hoàn tất các ván chơi đang dở trước giờ bảo trì. Cảm ơn sự kiên nhẫn của bạn.</p>',
    },
  },
  {
    type: 'B',
    daysAgo: 3,
    title: {
      en: '12 new slot games just landed',
      'zh-CN': '12款全新老虎机游戏上线',
      id: '12 game slot baru telah hadir',
      ms: '12 permainan slot baharu kini tersedia',
      'pt-BR': '12 novos jogos de slot acabaram de chegar',
      th: 'เกมสล็อตใหม่ 12 เกม มาแล้ว',
      vi: '12 trò chơi slot mới vừa ra mắt',
    },
    content: {
      en: '<p>Twelve new slot games have been added to the Casino lobby this week, featuring dragon, treasure and jungle themes with free spins and multiplier bonuses. <strong>Try them now</strong> from the New Games tab.</p>',
      'zh-CN':
        '<p>本周娱乐场大厅新增12款老虎机游戏，涵盖神龙、寻宝、丛林等主题，并配有免费旋转及倍数奖励玩法。立即前往“新游戏”分类<strong>抢先体验</strong>。</p>',
      id: '<p>Dua belas game slot baru telah ditambahkan ke lobi Kasino minggu ini, dengan tema naga, harta karun, dan hutan, lengkap dengan putaran gratis serta bonus pengganda. <strong>Coba sekarang</strong> dari tab Game Baru.</p>',
      ms: '<p>Dua belas permainan slot baharu telah ditambah ke lobi Kasino minggu ini, dengan tema naga, harta karun dan hutan berserta putaran percuma dan bonus pengganda. <strong>Cuba sekarang</strong> di tab Permainan Baharu.</p>',
      'pt-BR':
        '<p>Doze novos slots foram adicionados ao lobby do Cassino nesta semana, com temas de dragões, tesouros e selva, rodadas grátis e bônus multiplicadores. <strong>Experimente agora</strong> na aba Novos Jogos.</p>',
      th: '<p>สัปดาห์นี้เพิ่มเกมสล็อตใหม่ 12 เกมในล็อบบี้คาสิโน ทั้งธีมมังกร ล่าสมบัติ และป่าลึก พร้อมฟรีสปินและโบนัสตัวคูณ <strong>ลองเล่นเลย</strong>ที่แท็บเกมใหม่</p>',
      vi: '<p>Tuần này, sảnh Casino đã có thêm 12 trò chơi slot mới với chủ đề rồng, kho báu và rừng rậm, kèm vòng quay miễn phí và thưởng hệ số nhân. <strong>Chơi thử ngay</strong> tại mục Trò Chơi Mới.</p>',
    },
  },
  {
    type: 'B',
    daysAgo: 9,
    title: {
      en: 'Faster withdrawals to all major Malaysian banks',
      'zh-CN': '马来西亚各大银行提款提速',
      id: 'Penarikan lebih cepat ke semua bank besar Malaysia',
      ms: 'Pengeluaran lebih pantas ke semua bank utama Malaysia',
      'pt-BR': 'Saques mais rápidos para os principais bancos da Malásia',
      th: 'ถอนเงินเร็วขึ้น เข้าธนาคารหลักในมาเลเซียทุกแห่ง',
      vi: 'Rút tiền nhanh hơn về mọi ngân hàng lớn tại Malaysia',
    },
    content: {
      en: '<p>Withdrawals to all major Malaysian banks are now processed in an average of <strong>15 minutes</strong>, 24 hours a day. Make sure your bank account is verified for the fastest payouts.</p>',
      'zh-CN':
        '<p>现在提款至马来西亚各大银行，平均<strong>15分钟</strong>即可到账，全天24小时处理。请确保您的银行账户已完成验证，以享受最快出款速度。</p>',
      id: '<p>Penarikan ke semua bank besar di Malaysia kini diproses rata-rata dalam <strong>15 menit</strong>, 24 jam sehari. Pastikan rekening bank Anda sudah terverifikasi agar dana cair lebih cepat.</p>',
      ms: '<p>Pengeluaran ke semua bank utama di Malaysia kini diproses dalam purata <strong>15 minit</strong>, 24 jam sehari. Pastikan akaun bank anda telah disahkan untuk pembayaran yang paling pantas.</p>',
      'pt-BR':
        '<p>Os saques para os principais bancos da Malásia agora são processados em média em <strong>15 minutos</strong>, 24 horas por dia. Verifique sua conta bancária para receber ainda mais rápido.</p>',
      th: '<p>ตอนนี้การถอนเงินเข้าธนาคารหลักทุกแห่งในมาเลเซียใช้เวลาเฉลี่ยเพียง <strong>15 นาที</strong> ตลอด 24 ชั่วโมง โปรดตรวจสอบว่าบัญชีธนาคารของคุณผ่านการยืนยันแล้ว เพื่อรับเงินได้เร็วที่สุด</p>',
      vi: '<p>Lệnh rút tiền về tất cả các ngân hàng lớn tại Malaysia hiện được xử lý trung bình trong <strong>15 phút</strong>, 24 giờ mỗi ngày. Hãy đảm bảo tài khoản ngân hàng của bạn đã được xác minh để nhận tiền nhanh nhất.</p>',
    },
  },
  {
    type: 'PL',
    daysAgo: 5,
    title: {
      en: 'Keep your bank details up to date',
      'zh-CN': '请及时更新您的银行资料',
      id: 'Perbarui data rekening bank Anda',
      ms: 'Pastikan butiran bank anda sentiasa terkini',
      'pt-BR': 'Mantenha seus dados bancários atualizados',
      th: 'โปรดอัปเดตข้อมูลบัญชีธนาคารให้เป็นปัจจุบัน',
      vi: 'Vui lòng cập nhật thông tin ngân hàng',
    },
    content: {
      en: '<p>For your security, withdrawals can only be paid to a bank account registered in <strong>your own name</strong>. Please review your details under <strong>My Account &gt; Bank Accounts</strong> and remove any accounts you no longer use.</p>',
      'zh-CN':
        '<p>为保障资金安全，提款仅可转入以<strong>您本人名义</strong>登记的银行账户。请前往<strong>我的账户 &gt; 银行账户</strong>核对资料，并删除不再使用的账户。</p>',
      id: '<p>Demi keamanan Anda, penarikan hanya dapat dibayarkan ke rekening bank yang terdaftar atas <strong>nama Anda sendiri</strong>. Silakan periksa data Anda di <strong>Akun Saya &gt; Rekening Bank</strong> dan hapus rekening yang tidak lagi digunakan.</p>',
      ms: '<p>Demi keselamatan anda, pengeluaran hanya boleh dibayar ke akaun bank yang didaftarkan atas <strong>nama anda sendiri</strong>. Sila semak butiran anda di <strong>Akaun Saya &gt; Akaun Bank</strong> dan padam mana-mana akaun yang tidak lagi digunakan.</p>',
      'pt-BR':
        '<p>Para sua segurança, os saques só podem ser pagos em uma conta bancária registrada <strong>em seu próprio nome</strong>. Confira seus dados em <strong>Minha Conta &gt; Contas Bancárias</strong> e remova as contas que você não usa mais.</p>',
      th: '<p>เพื่อความปลอดภัย การถอนเงินจะโอนเข้าบัญชีธนาคารที่เป็น<strong>ชื่อของคุณเอง</strong>เท่านั้น โปรดตรวจสอบข้อมูลที่ <strong>บัญชีของฉัน &gt; บัญชีธนาคาร</strong> และลบบัญชีที่ไม่ได้ใช้งานแล้ว</p>',
      vi: '<p>Vì lý do bảo mật, tiền rút chỉ được chuyển vào tài khoản ngân hàng đứng <strong>tên chính chủ</strong>. Vui lòng kiểm tra thông tin tại <strong>Tài Khoản Của Tôi &gt; Tài Khoản Ngân Hàng</strong> và xóa những tài khoản không còn sử dụng.</p>',
    },
  },
  {
    type: 'PL',
    daysAgo: 12,
    title: {
      en: 'Beware of phishing messages',
      'zh-CN': '谨防钓鱼诈骗信息',
      id: 'Waspada pesan phishing',
      ms: 'Berwaspada terhadap mesej pancingan data',
      'pt-BR': 'Cuidado com mensagens de phishing',
      th: 'ระวังข้อความหลอกลวง (ฟิชชิง)',
      vi: 'Cảnh giác với tin nhắn lừa đảo',
    },
    content: {
      en: '<p>Our staff will <strong>never</strong> ask for your password or one-time verification code. Always log in through our official website, and report any suspicious calls, messages or links to Live Chat immediately.</p>',
      'zh-CN':
        '<p>我们的工作人员<strong>绝不会</strong>向您索取密码或一次性验证码。请务必通过官方网站登录，如收到可疑电话、信息或链接，请立即联系在线客服举报。</p>',
      id: '<p>Staf kami <strong>tidak akan pernah</strong> meminta kata sandi atau kode verifikasi sekali pakai (OTP) Anda. Selalu masuk melalui situs resmi kami, dan segera laporkan panggilan, pesan, atau tautan mencurigakan ke Live Chat.</p>',
      ms: '<p>Kakitangan kami <strong>tidak akan sekali-kali</strong> meminta kata laluan atau kod pengesahan sekali guna (TAC) anda. Sentiasa log masuk melalui laman web rasmi kami, dan laporkan sebarang panggilan, mesej atau pautan yang mencurigakan kepada Live Chat dengan segera.</p>',
      'pt-BR':
        '<p>Nossa equipe <strong>nunca</strong> pedirá sua senha ou código de verificação de uso único. Acesse sempre pelo nosso site oficial e informe imediatamente ao Chat ao Vivo qualquer ligação, mensagem ou link suspeito.</p>',
      th: '<p>เจ้าหน้าที่ของเรา<strong>จะไม่มีวันขอ</strong>รหัสผ่านหรือรหัส OTP ของคุณ โปรดเข้าสู่ระบบผ่านเว็บไซต์ทางการเท่านั้น และแจ้งแชทสดทันทีหากได้รับสาย ข้อความ หรือลิงก์ที่น่าสงสัย</p>',
      vi: '<p>Nhân viên của chúng tôi <strong>không bao giờ</strong> yêu cầu mật khẩu hoặc mã xác minh một lần (OTP) của bạn. Hãy luôn đăng nhập qua trang web chính thức và báo ngay cho bộ phận Chat Trực Tuyến nếu nhận được cuộc gọi, tin nhắn hoặc đường link đáng ngờ.</p>',
    },
  },
  {
    type: 'PU',
    daysAgo: 2,
    title: {
      en: 'Important: deposit account details updated',
      'zh-CN': '重要通知：存款账户信息已更新',
      id: 'Penting: data rekening deposit telah diperbarui',
      ms: 'Penting: butiran akaun deposit telah dikemas kini',
      'pt-BR': 'Importante: dados das contas de depósito atualizados',
      th: 'สำคัญ: อัปเดตข้อมูลบัญชีสำหรับฝากเงิน',
      vi: 'Quan trọng: thông tin tài khoản nạp tiền đã thay đổi',
    },
    content: {
      en: '<p>Our bank transfer deposit accounts have been updated. Always copy the <strong>latest account details</strong> from the Deposit page before each transfer. Transfers to old accounts may be delayed or cannot be credited.</p>',
      'zh-CN':
        '<p>我们的银行转账存款账户已更新。每次转账前，请务必从存款页面复制<strong>最新的账户信息</strong>。转入旧账户的款项可能延迟到账或无法入账。</p>',
      id: '<p>Rekening tujuan deposit transfer bank kami telah diperbarui. Selalu salin <strong>data rekening terbaru</strong> dari halaman Deposit sebelum setiap transfer. Transfer ke rekening lama dapat tertunda atau tidak dapat dikreditkan.</p>',
      ms: '<p>Akaun deposit pindahan bank kami telah dikemas kini. Sentiasa salin <strong>butiran akaun terkini</strong> dari halaman Deposit sebelum setiap pindahan. Pindahan ke akaun lama mungkin tertangguh atau tidak dapat dikreditkan.</p>',
      'pt-BR':
        '<p>As contas para depósito por transferência bancária foram atualizadas. Copie sempre os <strong>dados mais recentes</strong> na página de Depósito antes de cada transferência. Transferências para contas antigas podem atrasar ou não ser creditadas.</p>',
      th: '<p>บัญชีรับโอนสำหรับการฝากเงินผ่านธนาคารมีการเปลี่ยนแปลง โปรดคัดลอก<strong>ข้อมูลบัญชีล่าสุด</strong>จากหน้าฝากเงินทุกครั้งก่อนโอน การโอนเข้าบัญชีเดิมอาจล่าช้าหรือไม่สามารถเติมเครดิตได้</p>',
      vi: '<p>Tài khoản nhận tiền nạp qua chuyển khoản ngân hàng đã được cập nhật. Vui lòng luôn sao chép <strong>thông tin tài khoản mới nhất</strong> tại trang Nạp Tiền trước mỗi lần chuyển khoản. Tiền chuyển vào tài khoản cũ có thể bị chậm hoặc không được ghi nhận.</p>',
    },
  },
  {
    type: 'PU',
    daysAgo: 6,
    title: {
      en: 'Welcome! Double your first deposit',
      'zh-CN': '欢迎加入！首存即享双倍',
      id: 'Selamat datang! Gandakan deposit pertama Anda',
      ms: 'Selamat datang! Gandakan deposit pertama anda',
      'pt-BR': 'Boas-vindas! Dobre seu primeiro depósito',
      th: 'ยินดีต้อนรับ! ฝากครั้งแรกรับเพิ่มเป็นสองเท่า',
      vi: 'Chào mừng bạn! Nhân đôi lần nạp đầu tiên',
    },
    content: {
      en: '<p>New here? Make your first deposit of RM50 or more and receive a <strong>100% Welcome Bonus up to RM888</strong>. 18+ only, terms apply. <a href="/promotions">View promotion</a></p>',
      'zh-CN':
        '<p>新朋友您好！首次存款RM50或以上，即可获得<strong>100%新会员奖金，最高RM888</strong>。仅限18岁及以上，适用活动条款。<a href="/promotions">查看优惠</a></p>',
      id: '<p>Baru bergabung? Lakukan deposit pertama RM50 atau lebih dan dapatkan <strong>Bonus Sambutan 100% hingga RM888</strong>. Khusus 18+, syarat berlaku. <a href="/promotions">Lihat promosi</a></p>',
      ms: '<p>Baru di sini? Buat deposit pertama RM50 atau lebih dan terima <strong>Bonus Alu-aluan 100% sehingga RM888</strong>. Untuk 18 tahun ke atas sahaja, terma dikenakan. <a href="/promotions">Lihat promosi</a></p>',
      'pt-BR':
        '<p>Chegou agora? Faça seu primeiro depósito a partir de RM50 e receba um <strong>Bônus de Boas-Vindas de 100% até RM888</strong>. Proibido para menores de 18 anos; termos se aplicam. <a href="/promotions">Ver promoção</a></p>',
      th: '<p>สมาชิกใหม่ ฝากครั้งแรกตั้งแต่ RM50 ขึ้นไป รับ<strong>โบนัสต้อนรับ 100% สูงสุด RM888</strong> สำหรับผู้มีอายุ 18 ปีขึ้นไป เป็นไปตามเงื่อนไขที่กำหนด <a href="/promotions">ดูโปรโมชั่น</a></p>',
      vi: '<p>Bạn mới tham gia? Nạp lần đầu từ RM50 trở lên để nhận <strong>Thưởng Chào Mừng 100% lên đến RM888</strong>. Chỉ dành cho người từ 18 tuổi, áp dụng điều khoản. <a href="/promotions">Xem khuyến mãi</a></p>',
    },
  },
  {
    type: 'PR',
    daysAgo: 4,
    title: {
      en: 'Weekend Reload: 30% bonus every Saturday and Sunday',
      'zh-CN': '周末存款：每逢周六日享30%奖金',
      id: 'Isi Ulang Akhir Pekan: bonus 30% setiap Sabtu dan Minggu',
      ms: 'Tambah Nilai Hujung Minggu: bonus 30% setiap Sabtu dan Ahad',
      'pt-BR': 'Recarga de Fim de Semana: 30% de bônus aos sábados e domingos',
      th: 'เติมเงินสุดสัปดาห์ รับโบนัส 30% ทุกวันเสาร์และอาทิตย์',
      vi: 'Nạp Cuối Tuần: thưởng 30% mỗi thứ Bảy và Chủ Nhật',
    },
    content: {
      en: '<p>Top up on Saturday or Sunday and enjoy a <strong>30% bonus up to RM388</strong> on slots. Minimum deposit RM100. <a href="/promotions">Learn more</a></p>',
      'zh-CN':
        '<p>周六或周日充值，即享老虎机<strong>30%奖金，最高RM388</strong>。最低存款RM100。<a href="/promotions">了解详情</a></p>',
      id: '<p>Isi saldo pada hari Sabtu atau Minggu dan nikmati <strong>bonus slot 30% hingga RM388</strong>. Deposit minimal RM100. <a href="/promotions">Selengkapnya</a></p>',
      ms: '<p>Tambah nilai pada hari Sabtu atau Ahad dan nikmati <strong>bonus slot 30% sehingga RM388</strong>. Deposit minimum RM100. <a href="/promotions">Ketahui lebih lanjut</a></p>',
      'pt-BR':
        '<p>Deposite no sábado ou no domingo e aproveite um <strong>bônus de 30% até RM388</strong> em slots. Depósito mínimo de RM100. <a href="/promotions">Saiba mais</a></p>',
      th: '<p>เติมเงินวันเสาร์หรือวันอาทิตย์ รับ<strong>โบนัสสล็อต 30% สูงสุด RM388</strong> ฝากขั้นต่ำ RM100 <a href="/promotions">ดูรายละเอียด</a></p>',
      vi: '<p>Nạp tiền vào thứ Bảy hoặc Chủ Nhật để nhận <strong>thưởng slot 30%, tối đa RM388</strong>. Nạp tối thiểu RM100. <a href="/promotions">Tìm hiểu thêm</a></p>',
    },
  },
  {
    type: 'PR',
    daysAgo: 8,
    title: {
      en: 'Live Casino weekly cashback raised to 5%',
      'zh-CN': '真人娱乐每周返现提升至5%',
      id: 'Cashback mingguan Live Casino naik menjadi 5%',
      ms: 'Pulangan tunai mingguan Kasino Langsung kini 5%',
      'pt-BR': 'Cashback semanal do Cassino ao Vivo sobe para 5%',
      th: 'เพิ่มยอดคืนคาสิโนสดรายสัปดาห์เป็น 5%',
      vi: 'Hoàn tiền hằng tuần Casino Trực Tuyến tăng lên 5%',
    },
    content: {
      en: '<p>Good news for table game fans: weekly live casino cashback is now <strong>5%, up to RM3,888</strong>, credited every Tuesday. <a href="/promotions">See the details</a></p>',
      'zh-CN':
        '<p>桌台游戏玩家好消息：真人娱乐每周返现现已提升至<strong>5%，最高RM3,888</strong>，每周二发放。<a href="/promotions">查看详情</a></p>',
      id: '<p>Kabar gembira bagi penggemar permainan meja: cashback live casino mingguan kini menjadi <strong>5%, hingga RM3.888</strong>, dikreditkan setiap hari Selasa. <a href="/promotions">Lihat detailnya</a></p>',
      ms: '<p>Berita baik untuk peminat permainan meja: pulangan tunai mingguan kasino langsung kini <strong>5%, sehingga RM3,888</strong>, dikreditkan setiap hari Selasa. <a href="/promotions">Lihat butiran</a></p>',
      'pt-BR':
        '<p>Boa notícia para quem curte jogos de mesa: o cashback semanal do cassino ao vivo agora é de <strong>5%, até RM3.888</strong>, creditado toda terça-feira. <a href="/promotions">Veja os detalhes</a></p>',
      th: '<p>ข่าวดีสำหรับคอเกมโต๊ะ: ยอดคืนคาสิโนสดรายสัปดาห์เพิ่มเป็น <strong>5% สูงสุด RM3,888</strong> เข้าบัญชีทุกวันอังคาร <a href="/promotions">ดูรายละเอียด</a></p>',
      vi: '<p>Tin vui cho người yêu thích trò chơi bàn: hoàn tiền hằng tuần tại casino trực tuyến nay là <strong>5%, tối đa RM3.888</strong>, cộng vào mỗi thứ Ba. <a href="/promotions">Xem chi tiết</a></p>',
    },
  },
  {
    type: 'PR',
    daysAgo: 15,
    title: {
      en: 'New: extra 10% on 4D first prize wins',
      'zh-CN': '全新活动：4D头奖额外加赠10%',
      id: 'Baru: ekstra 10% untuk kemenangan hadiah pertama 4D',
      ms: 'Baharu: tambahan 10% untuk kemenangan hadiah pertama 4D',
      'pt-BR': 'Novidade: 10% extra no primeiro prêmio do 4D',
      th: 'ใหม่! ถูกรางวัลที่ 1 หวย 4D รับเพิ่ม 10%',
      vi: 'Mới: thưởng thêm 10% khi trúng giải nhất 4D',
    },
    content: {
      en: '<p>Strike the first prize in any 4D draw and receive an extra <strong>10% of your winnings, up to RM5,000</strong>, credited within 24 hours. <a href="/promotions">View promotion</a></p>',
      'zh-CN':
        '<p>任意4D开奖中得头奖，即可额外获得<strong>奖金的10%，最高RM5,000</strong>，24小时内到账。<a href="/promotions">查看优惠</a></p>',
      id: '<p>Tembus hadiah pertama di undian 4D mana pun dan dapatkan ekstra <strong>10% dari kemenangan Anda, hingga RM5.000</strong>, dikreditkan dalam 24 jam. <a href="/promotions">Lihat promosi</a></p>',
      ms: '<p>Menangi hadiah pertama dalam mana-mana cabutan 4D dan terima tambahan <strong>10% daripada kemenangan anda, sehingga RM5,000</strong>, dikreditkan dalam tempoh 24 jam. <a href="/promotions">Lihat promosi</a></p>',
      'pt-BR':
        '<p>Acerte o primeiro prêmio em qualquer sorteio 4D e receba <strong>10% a mais sobre o prêmio, até RM5.000</strong>, creditados em até 24 horas. <a href="/promotions">Ver promoção</a></p>',
      th: '<p>ถูกรางวัลที่ 1 ในการออกผล 4D งวดใดก็ได้ รับเพิ่ม<strong>อีก 10% ของเงินรางวัล สูงสุด RM5,000</strong> เข้าบัญชีภายใน 24 ชั่วโมง <a href="/promotions">ดูโปรโมชั่น</a></p>',
      vi: '<p>Trúng giải nhất ở bất kỳ kỳ quay 4D nào để nhận thêm <strong>10% tiền thắng, tối đa RM5.000</strong>, được cộng trong vòng 24 giờ. <a href="/promotions">Xem khuyến mãi</a></p>',
    },
  },
  {
    type: 'H',
    daysAgo: 20,
    title: {
      en: 'Chinese New Year customer service hours',
      'zh-CN': '农历新年客服服务时间',
      id: 'Jam layanan pelanggan selama Tahun Baru Imlek',
      ms: 'Waktu khidmat pelanggan sempena Tahun Baru Cina',
      'pt-BR': 'Horário de atendimento no Ano-Novo Chinês',
      th: 'เวลาให้บริการลูกค้าช่วงตรุษจีน',
      vi: 'Giờ hỗ trợ khách hàng dịp Tết Nguyên Đán',
    },
    content: {
      en: '<p>Live Chat remains available <strong>24/7</strong> throughout the Chinese New Year holidays. Bank transfer deposits and withdrawals may take longer than usual while banks run holiday schedules; instant online banking is not affected. We wish you a happy and prosperous new year!</p>',
      'zh-CN':
        '<p>农历新年假期期间，在线客服依然<strong>24小时全天候</strong>为您服务。由于银行实行假期作业安排，银行转账存款及提款可能比平时耗时更长；即时网银不受影响。恭祝您新春快乐，万事如意！</p>',
      id: '<p>Live Chat tetap tersedia <strong>24/7</strong> selama libur Tahun Baru Imlek. Deposit dan penarikan melalui transfer bank dapat memakan waktu lebih lama dari biasanya karena jadwal libur bank; online banking instan tidak terpengaruh. Selamat Tahun Baru Imlek, semoga sukses dan sejahtera!</p>',
      ms: '<p>Live Chat tetap beroperasi <strong>24/7</strong> sepanjang cuti Tahun Baru Cina. Deposit dan pengeluaran melalui pindahan bank mungkin mengambil masa lebih lama daripada biasa kerana jadual cuti bank; perbankan dalam talian segera tidak terjejas. Selamat Tahun Baru Cina, semoga murah rezeki!</p>',
      'pt-BR':
        '<p>O Chat ao Vivo continua disponível <strong>24 horas por dia, 7 dias por semana</strong> durante o feriado do Ano-Novo Chinês. Depósitos e saques por transferência bancária podem demorar mais que o normal devido ao expediente especial dos bancos; o internet banking instantâneo não é afetado. Desejamos um feliz e próspero Ano-Novo!</p>',
      th: '<p>แชทสดยังคงให้บริการ<strong>ตลอด 24 ชั่วโมง</strong>ตลอดช่วงวันหยุดตรุษจีน การฝากและถอนผ่านการโอนธนาคารอาจใช้เวลานานกว่าปกติเนื่องจากธนาคารปรับเวลาทำการช่วงวันหยุด ส่วนออนไลน์แบงก์กิ้งแบบทันทีไม่ได้รับผลกระทบ ขออวยพรให้คุณมีความสุขและร่ำรวยตลอดปีใหม่!</p>',
      vi: '<p>Bộ phận Chat Trực Tuyến vẫn hoạt động <strong>24/7</strong> trong suốt kỳ nghỉ Tết Nguyên Đán. Nạp và rút tiền qua chuyển khoản ngân hàng có thể chậm hơn bình thường do lịch nghỉ lễ của ngân hàng; ngân hàng trực tuyến tức thì không bị ảnh hưởng. Chúc bạn năm mới an khang, thịnh vượng!</p>',
    },
  },
  {
    type: 'H',
    daysAgo: 30,
    title: {
      en: 'Public holiday banking notice',
      'zh-CN': '公共假期银行服务通知',
      id: 'Pemberitahuan layanan bank saat hari libur nasional',
      ms: 'Notis perbankan sempena cuti umum',
      'pt-BR': 'Aviso bancário: feriado nacional',
      th: 'แจ้งการให้บริการธนาคารช่วงวันหยุดนักขัตฤกษ์',
      vi: 'Thông báo giao dịch ngân hàng dịp nghỉ lễ',
    },
    content: {
      en: '<p>Due to the upcoming public holiday, some banks may process interbank transfers with a delay of up to <strong>24 hours</strong>. Instant online banking and e-wallet deposits remain available, and our customer service team is online as usual.</p>',
      'zh-CN':
        '<p>受即将到来的公共假期影响，部分银行的跨行转账可能延迟最多<strong>24小时</strong>到账。即时网银及电子钱包存款照常可用，我们的客服团队也将照常在线为您服务。</p>',
      id: '<p>Menjelang hari libur nasional, beberapa bank mungkin memproses transfer antarbank dengan keterlambatan hingga <strong>24 jam</strong>. Deposit melalui online banking instan dan e-wallet tetap tersedia, dan tim layanan pelanggan kami tetap online seperti biasa.</p>',
      ms: '<p>Sempena cuti umum yang akan datang, sesetengah bank mungkin memproses pindahan antara bank dengan kelewatan sehingga <strong>24 jam</strong>. Deposit melalui perbankan dalam talian segera dan e-dompet masih tersedia, dan pasukan khidmat pelanggan kami beroperasi seperti biasa.</p>',
      'pt-BR':
        '<p>Por causa do próximo feriado, alguns bancos podem processar transferências entre bancos com atraso de até <strong>24 horas</strong>. Depósitos por internet banking instantâneo e carteira digital continuam disponíveis, e nossa equipe de atendimento segue on-line normalmente.</p>',
      th: '<p>เนื่องในวันหยุดนักขัตฤกษ์ที่จะมาถึง ธนาคารบางแห่งอาจดำเนินการโอนเงินข้ามธนาคารล่าช้าได้สูงสุด <strong>24 ชั่วโมง</strong> การฝากผ่านออนไลน์แบงก์กิ้งแบบทันทีและอีวอลเล็ตยังใช้งานได้ตามปกติ และทีมบริการลูกค้าของเรายังออนไลน์ตามปกติ</p>',
      vi: '<p>Do kỳ nghỉ lễ sắp tới, một số ngân hàng có thể xử lý chuyển khoản liên ngân hàng chậm đến <strong>24 giờ</strong>. Nạp tiền qua ngân hàng trực tuyến tức thì và ví điện tử vẫn hoạt động bình thường, đội ngũ chăm sóc khách hàng của chúng tôi vẫn trực tuyến như thường lệ.</p>',
    },
  },
];

export const HELP_ARTICLES: SeedHelpArticle[] = [
  {
    tag: 'about-us',
    category: 'about',
    title: {
      en: 'About Us',
      'zh-CN': '关于我们',
      id: 'Tentang Kami',
      ms: 'Tentang Kami',
      'pt-BR': 'Quem Somos',
      th: 'เกี่ยวกับเรา',
      vi: 'Về Chúng Tôi',
    },
    content: {
      en: '<h3>Who we are</h3><p>We are an online entertainment platform built for players in Malaysia and across Asia, offering slots, live casino, sports betting, e-sports, fish games and lottery in one secure account.</p><h3>What we stand for</h3><ul><li><strong>Fair play:</strong> our games come from established studios whose random number generators are independently tested.</li><li><strong>Security:</strong> your data is protected with encryption, and every withdrawal is verified before payment.</li><li><strong>Fast service:</strong> most deposits are credited within minutes and withdrawals are processed around the clock.</li><li><strong>Responsible gaming:</strong> we only accept players aged 18 and above and provide tools to help you stay in control.</li></ul><p>Our multilingual support team is available 24/7 by Live Chat and email.</p>',
      'zh-CN':
        '<h3>我们是谁</h3><p>我们是专为马来西亚及亚洲各地玩家打造的线上娱乐平台，一个安全账户即可畅玩老虎机、真人娱乐、体育投注、电子竞技、捕鱼游戏和彩票。</p><h3>我们的承诺</h3><ul><li><strong>公平游戏：</strong>我们的游戏均来自知名游戏开发商，其随机数生成器经过独立机构检测。</li><li><strong>安全保障：</strong>您的数据经过加密保护，每笔提款在支付前都会经过审核。</li><li><strong>快速服务：</strong>大多数存款数分钟内到账，提款全天候处理。</li><li><strong>负责任博彩：</strong>我们只接受18岁及以上的玩家，并提供多种工具帮助您理性娱乐。</li></ul><p>我们的多语种客服团队通过在线客服和电子邮件为您提供24/7全天候服务。</p>',
      id: '<h3>Siapa kami</h3><p>Kami adalah platform hiburan online yang dibangun untuk pemain di Malaysia dan seluruh Asia, menghadirkan slot, live casino, taruhan olahraga, e-sports, tembak ikan, dan lotre dalam satu akun yang aman.</p><h3>Komitmen kami</h3><ul><li><strong>Permainan adil:</strong> game kami berasal dari studio ternama yang generator angka acaknya telah diuji secara independen.</li><li><strong>Keamanan:</strong> data Anda dilindungi dengan enkripsi, dan setiap penarikan diverifikasi sebelum dibayarkan.</li><li><strong>Layanan cepat:</strong> sebagian besar deposit masuk dalam hitungan menit dan penarikan diproses sepanjang waktu.</li><li><strong>Permainan bertanggung jawab:</strong> kami hanya menerima pemain berusia 18 tahun ke atas dan menyediakan fitur untuk membantu Anda tetap terkendali.</li></ul><p>Tim dukungan multibahasa kami siap membantu 24/7 melalui Live Chat dan email.</p>',
      ms: '<h3>Siapa kami</h3><p>Kami ialah platform hiburan dalam talian yang dibina untuk pemain di Malaysia dan seluruh Asia, menawarkan slot, kasino langsung, pertaruhan sukan, e-sukan, permainan tembak ikan dan loteri dalam satu akaun yang selamat.</p><h3>Prinsip kami</h3><ul><li><strong>Permainan adil:</strong> permainan kami datang daripada studio terkenal yang penjana nombor rawaknya diuji secara bebas.</li><li><strong>Keselamatan:</strong> data anda dilindungi dengan penyulitan, dan setiap pengeluaran disahkan sebelum dibayar.</li><li><strong>Perkhidmatan pantas:</strong> kebanyakan deposit dikreditkan dalam beberapa minit dan pengeluaran diproses sepanjang masa.</li><li><strong>Permainan bertanggungjawab:</strong> kami hanya menerima pemain berumur 18 tahun ke atas dan menyediakan alat untuk membantu anda kekal terkawal.</li></ul><p>Pasukan sokongan pelbagai bahasa kami sedia membantu 24/7 melalui Live Chat dan e-mel.</p>',
      'pt-BR':
        '<h3>Nossa plataforma</h3><p>Somos uma plataforma de entretenimento on-line criada para jogadores da Malásia e de toda a Ásia, com slots, cassino ao vivo, apostas esportivas, e-sports, jogos de pesca e loterias em uma única conta segura.</p><h3>Nossos compromissos</h3><ul><li><strong>Jogo justo:</strong> nossos jogos vêm de estúdios consagrados, cujos geradores de números aleatórios são testados de forma independente.</li><li><strong>Segurança:</strong> seus dados são protegidos por criptografia, e cada saque é verificado antes do pagamento.</li><li><strong>Atendimento ágil:</strong> a maioria dos depósitos é creditada em minutos, e os saques são processados 24 horas por dia.</li><li><strong>Jogo responsável:</strong> aceitamos apenas jogadores maiores de 18 anos e oferecemos ferramentas para ajudar você a manter o controle.</li></ul><p>Nossa equipe de suporte multilíngue está disponível 24/7 pelo Chat ao Vivo e por e-mail.</p>',
      th: '<h3>เราคือใคร</h3><p>เราคือแพลตฟอร์มความบันเทิงออนไลน์ที่สร้างขึ้นเพื่อผู้เล่นในมาเลเซียและทั่วเอเชีย รวมสล็อต คาสิโนสด เดิมพันกีฬา อีสปอร์ต เกมยิงปลา และหวย ไว้ในบัญชีเดียวที่ปลอดภัย</p><h3>สิ่งที่เรายึดมั่น</h3><ul><li><strong>ความยุติธรรม:</strong> เกมของเรามาจากค่ายเกมชั้นนำ ซึ่งระบบสุ่มตัวเลขผ่านการทดสอบจากหน่วยงานอิสระ</li><li><strong>ความปลอดภัย:</strong> ข้อมูลของคุณได้รับการปกป้องด้วยการเข้ารหัส และการถอนเงินทุกครั้งจะได้รับการตรวจสอบก่อนจ่าย</li><li><strong>บริการรวดเร็ว:</strong> ยอดฝากส่วนใหญ่เข้าบัญชีภายในไม่กี่นาที และดำเนินการถอนเงินตลอด 24 ชั่วโมง</li><li><strong>การเล่นอย่างรับผิดชอบ:</strong> เรารับเฉพาะผู้เล่นที่มีอายุ 18 ปีขึ้นไป และมีเครื่องมือช่วยให้คุณควบคุมการเล่นได้</li></ul><p>ทีมซัพพอร์ตหลายภาษาของเราพร้อมให้บริการ 24/7 ผ่านแชทสดและอีเมล</p>',
      vi: '<h3>Chúng tôi là ai</h3><p>Chúng tôi là nền tảng giải trí trực tuyến dành cho người chơi tại Malaysia và khắp châu Á, mang đến slot, casino trực tuyến, cá cược thể thao, thể thao điện tử, bắn cá và xổ số trong một tài khoản an toàn duy nhất.</p><h3>Cam kết của chúng tôi</h3><ul><li><strong>Công bằng:</strong> trò chơi của chúng tôi đến từ các nhà phát triển uy tín, với bộ tạo số ngẫu nhiên được kiểm định độc lập.</li><li><strong>Bảo mật:</strong> dữ liệu của bạn được bảo vệ bằng mã hóa, và mọi lệnh rút tiền đều được xác minh trước khi chi trả.</li><li><strong>Phục vụ nhanh chóng:</strong> phần lớn giao dịch nạp tiền được ghi nhận trong vài phút, lệnh rút tiền được xử lý suốt ngày đêm.</li><li><strong>Chơi có trách nhiệm:</strong> chúng tôi chỉ chấp nhận người chơi từ 18 tuổi trở lên và cung cấp các công cụ giúp bạn luôn kiểm soát được việc chơi.</li></ul><p>Đội ngũ hỗ trợ đa ngôn ngữ của chúng tôi luôn sẵn sàng 24/7 qua Chat Trực Tuyến và email.</p>',
    },
  },
  {
    tag: 'affiliate',
    category: 'about',
    title: {
      en: 'Affiliate Program',
      'zh-CN': '联盟合作计划',
      id: 'Program Afiliasi',
      ms: 'Program Afiliasi',
      'pt-BR': 'Programa de Afiliados',
      th: 'โปรแกรมพันธมิตร',
      vi: 'Chương Trình Đại Lý',
    },
    content: {
      en: '<h3>Earn with our affiliate program</h3><p>Share our platform with your audience and earn a monthly commission on the net revenue generated by the players you refer.</p><h3>How it works</h3><ol><li>Apply for an affiliate account and receive your personal referral link and marketing materials.</li><li>Promote the link on your website, social media or community channels.</li><li>Track sign-ups, deposits and commission in real time from your affiliate dashboard.</li></ol><h3>Commission</h3><ul><li>Commission of <strong>25% to 45%</strong> of net revenue, depending on the number of active players each month.</li><li>Payments are made by the 10th of the following month, with a minimum payout of RM200.</li></ul><p>Affiliates must be 18+ and must not target minors or use misleading advertising. Contact our affiliate team through Live Chat to get started.</p>',
      'zh-CN':
        '<h3>加入联盟计划，轻松赚取佣金</h3><p>将我们的平台分享给您的受众，即可根据您推荐的玩家所产生的净收入，按月赚取佣金。</p><h3>合作流程</h3><ol><li>申请联盟账户，获取您的专属推荐链接和推广素材。</li><li>在您的网站、社交媒体或社群渠道推广该链接。</li><li>通过联盟后台实时查看注册、存款及佣金数据。</li></ol><h3>佣金方案</h3><ul><li>根据每月活跃玩家人数，佣金为净收入的<strong>25%至45%</strong>。</li><li>佣金于次月10日前发放，最低发放金额为RM200。</li></ul><p>联盟伙伴须年满18岁，不得以未成年人为推广对象，也不得使用误导性广告。请通过在线客服联系我们的联盟团队，立即开始合作。</p>',
      id: '<h3>Raih penghasilan dengan program afiliasi kami</h3><p>Bagikan platform kami kepada audiens Anda dan dapatkan komisi bulanan dari pendapatan bersih yang dihasilkan oleh pemain yang Anda rujuk.</p><h3>Cara kerjanya</h3><ol><li>Daftar akun afiliasi dan terima tautan referral pribadi serta materi pemasaran.</li><li>Promosikan tautan tersebut di situs web, media sosial, atau kanal komunitas Anda.</li><li>Pantau pendaftaran, deposit, dan komisi secara real time melalui dasbor afiliasi.</li></ol><h3>Komisi</h3><ul><li>Komisi sebesar <strong>25% hingga 45%</strong> dari pendapatan bersih, tergantung jumlah pemain aktif setiap bulan.</li><li>Pembayaran dilakukan paling lambat tanggal 10 bulan berikutnya, dengan pembayaran minimal RM200.</li></ul><p>Afiliasi harus berusia 18+ serta dilarang menyasar anak di bawah umur atau menggunakan iklan yang menyesatkan. Hubungi tim afiliasi kami melalui Live Chat untuk memulai.</p>',
      ms: '<h3>Jana pendapatan bersama program afiliasi kami</h3><p>Kongsi platform kami dengan pengikut anda dan peroleh komisen bulanan daripada hasil bersih yang dijana oleh pemain yang anda rujuk.</p><h3>Cara ia berfungsi</h3><ol><li>Mohon akaun afiliasi dan terima pautan rujukan peribadi serta bahan pemasaran anda.</li><li>Promosikan pautan tersebut di laman web, media sosial atau saluran komuniti anda.</li><li>Jejaki pendaftaran, deposit dan komisen secara masa nyata melalui papan pemuka afiliasi.</li></ol><h3>Komisen</h3><ul><li>Komisen sebanyak <strong>25% hingga 45%</strong> daripada hasil bersih, bergantung pada bilangan pemain aktif setiap bulan.</li><li>Bayaran dibuat sebelum 10hb bulan berikutnya, dengan bayaran minimum RM200.</li></ul><p>Afiliasi mesti berumur 18 tahun ke atas dan tidak boleh menyasarkan golongan bawah umur atau menggunakan iklan yang mengelirukan. Hubungi pasukan afiliasi kami melalui Live Chat untuk bermula.</p>',
      'pt-BR':
        '<h3>Ganhe com nosso programa de afiliados</h3><p>Divulgue nossa plataforma para o seu público e receba uma comissão mensal sobre a receita líquida gerada pelos jogadores que você indicar.</p><h3>Como funciona</h3><ol><li>Solicite uma conta de afiliado e receba seu link de indicação exclusivo e materiais de divulgação.</li><li>Promova o link no seu site, nas redes sociais ou nos seus canais de comunidade.</li><li>Acompanhe cadastros, depósitos e comissões em tempo real no painel de afiliado.</li></ol><h3>Comissão</h3><ul><li>Comissão de <strong>25% a 45%</strong> da receita líquida, de acordo com o número de jogadores ativos no mês.</li><li>Os pagamentos são feitos até o dia 10 do mês seguinte, com valor mínimo de RM200.</li></ul><p>Afiliados devem ser maiores de 18 anos e não podem direcionar a divulgação a menores nem usar publicidade enganosa. Fale com nossa equipe de afiliados pelo Chat ao Vivo para começar.</p>',
      th: '<h3>สร้างรายได้กับโปรแกรมพันธมิตรของเรา</h3><p>แนะนำแพลตฟอร์มของเราให้กับผู้ติดตามของคุณ และรับค่าคอมมิชชั่นรายเดือนจากรายได้สุทธิที่เกิดจากผู้เล่นที่คุณแนะนำ</p><h3>ขั้นตอนการทำงาน</h3><ol><li>สมัครบัญชีพันธมิตร แล้วรับลิงก์แนะนำส่วนตัวและสื่อการตลาด</li><li>โปรโมตลิงก์บนเว็บไซต์ โซเชียลมีเดีย หรือช่องทางคอมมูนิตี้ของคุณ</li><li>ติดตามยอดสมัคร ยอดฝาก และค่าคอมมิชชั่นแบบเรียลไทม์ผ่านแดชบอร์ดพันธมิตร</li></ol><h3>ค่าคอมมิชชั่น</h3><ul><li>ค่าคอมมิชชั่น <strong>25% ถึง 45%</strong> ของรายได้สุทธิ ขึ้นอยู่กับจำนวนผู้เล่นที่แอคทีฟในแต่ละเดือน</li><li>จ่ายภายในวันที่ 10 ของเดือนถัดไป ยอดจ่ายขั้นต่ำ RM200</li></ul><p>พันธมิตรต้องมีอายุ 18 ปีขึ้นไป ห้ามโปรโมตโดยมุ่งเป้าไปที่ผู้เยาว์ และห้ามใช้โฆษณาที่ทำให้เข้าใจผิด ติดต่อทีมพันธมิตรของเราผ่านแชทสดเพื่อเริ่มต้นได้เลย</p>',
      vi: '<h3>Kiếm thu nhập cùng chương trình đại lý</h3><p>Giới thiệu nền tảng của chúng tôi đến cộng đồng của bạn và nhận hoa hồng hằng tháng trên doanh thu ròng do những người chơi bạn giới thiệu mang lại.</p><h3>Cách thức hoạt động</h3><ol><li>Đăng ký tài khoản đại lý để nhận đường link giới thiệu riêng và tài liệu quảng bá.</li><li>Quảng bá đường link trên website, mạng xã hội hoặc các kênh cộng đồng của bạn.</li><li>Theo dõi lượt đăng ký, tiền nạp và hoa hồng theo thời gian thực trên trang quản lý đại lý.</li></ol><h3>Hoa hồng</h3><ul><li>Hoa hồng từ <strong>25% đến 45%</strong> doanh thu ròng, tùy theo số người chơi hoạt động mỗi tháng.</li><li>Hoa hồng được thanh toán trước ngày 10 của tháng kế tiếp, mức thanh toán tối thiểu là RM200.</li></ul><p>Đại lý phải từ 18 tuổi trở lên, không được nhắm đến người chưa thành niên hoặc sử dụng quảng cáo gây hiểu lầm. Hãy liên hệ đội ngũ đại lý qua Chat Trực Tuyến để bắt đầu.</p>',
    },
  },
  {
    tag: 'responsible-gaming',
    category: 'responsible',
    title: {
      en: 'Responsible Gaming',
      'zh-CN': '负责任博彩',
      id: 'Permainan Bertanggung Jawab',
      ms: 'Permainan Bertanggungjawab',
      'pt-BR': 'Jogo Responsável',
      th: 'การเล่นอย่างมีความรับผิดชอบ',
      vi: 'Chơi Có Trách Nhiệm',
    },
    content: {
      en: '<h3>Play for fun, stay in control</h3><p>Gaming should always be entertainment, never a way to make money or escape problems. Our services are strictly for adults <strong>aged 18 and over</strong>, and we may request proof of age at any time.</p><h3>Tools to help you</h3><ul><li><strong>Deposit limits:</strong> set daily, weekly or monthly limits in your account settings.</li><li><strong>Reality checks:</strong> receive reminders of how long you have been playing.</li><li><strong>Cool-off:</strong> take a break from 24 hours up to 6 weeks.</li><li><strong>Self-exclusion:</strong> close your account for a minimum of 6 months, or permanently. During self-exclusion you cannot log in or open a new account, and you will not receive marketing messages.</li></ul><h3>Warning signs</h3><p>If you chase losses, gamble with money meant for bills, or hide your gambling from family, please take a break and talk to someone you trust or a professional support organisation. Our support team can activate self-exclusion for you at any time.</p>',
      'zh-CN':
        '<h3>快乐游戏，理性把控</h3><p>游戏应当始终是一种娱乐，而非赚钱手段或逃避问题的方式。我们的服务仅限<strong>18岁及以上</strong>的成年人使用，我们可能随时要求您提供年龄证明。</p><h3>为您提供的工具</h3><ul><li><strong>存款限额：</strong>在账户设置中设定每日、每周或每月存款上限。</li><li><strong>游戏时长提醒：</strong>定时提醒您已经游戏了多长时间。</li><li><strong>冷静期：</strong>可暂停游戏24小时至6周。</li><li><strong>自我排除：</strong>将账户关闭至少6个月或永久关闭。自我排除期间，您将无法登录或开设新账户，也不会收到任何营销信息。</li></ul><h3>警示信号</h3><p>如果您试图追回损失、动用本应支付账单的钱进行游戏，或向家人隐瞒自己的博彩行为，请暂停游戏，并向您信任的人或专业援助机构寻求帮助。我们的客服团队可随时为您启用自我排除。</p>',
      id: '<h3>Bermain untuk hiburan, tetap terkendali</h3><p>Permainan seharusnya selalu menjadi hiburan, bukan cara mencari uang atau lari dari masalah. Layanan kami khusus untuk orang dewasa <strong>berusia 18 tahun ke atas</strong>, dan kami dapat meminta bukti usia kapan saja.</p><h3>Fitur untuk membantu Anda</h3><ul><li><strong>Batas deposit:</strong> atur batas harian, mingguan, atau bulanan di pengaturan akun.</li><li><strong>Pengingat waktu:</strong> terima pengingat tentang berapa lama Anda telah bermain.</li><li><strong>Jeda bermain:</strong> istirahat mulai dari 24 jam hingga 6 minggu.</li><li><strong>Pengecualian diri (self-exclusion):</strong> tutup akun Anda minimal selama 6 bulan atau secara permanen. Selama masa pengecualian diri, Anda tidak dapat masuk atau membuka akun baru, dan tidak akan menerima pesan pemasaran.</li></ul><h3>Tanda-tanda peringatan</h3><p>Jika Anda berusaha mengejar kekalahan, berjudi dengan uang untuk membayar tagihan, atau menyembunyikan kebiasaan berjudi dari keluarga, segera berhenti sejenak dan bicarakan dengan orang yang Anda percayai atau lembaga pendampingan profesional. Tim dukungan kami dapat mengaktifkan pengecualian diri untuk Anda kapan saja.</p>',
      ms: '<h3>Bermain untuk hiburan, kekal terkawal</h3><p>Permainan sepatutnya sentiasa menjadi hiburan, bukan cara untuk mencari wang atau melarikan diri daripada masalah. Perkhidmatan kami hanya untuk orang dewasa <strong>berumur 18 tahun ke atas</strong>, dan kami boleh meminta bukti umur pada bila-bila masa.</p><h3>Alat untuk membantu anda</h3><ul><li><strong>Had deposit:</strong> tetapkan had harian, mingguan atau bulanan dalam tetapan akaun.</li><li><strong>Peringatan masa:</strong> terima peringatan tentang berapa lama anda telah bermain.</li><li><strong>Tempoh bertenang:</strong> berehat daripada bermain selama 24 jam hingga 6 minggu.</li><li><strong>Pengecualian diri (self-exclusion):</strong> tutup akaun anda sekurang-kurangnya 6 bulan atau secara kekal. Sepanjang tempoh pengecualian diri, anda tidak boleh log masuk atau membuka akaun baharu, dan anda tidak akan menerima mesej pemasaran.</li></ul><h3>Tanda amaran</h3><p>Jika anda cuba mengejar kerugian, berjudi dengan wang yang sepatutnya untuk membayar bil, atau menyembunyikan tabiat berjudi daripada keluarga, sila berhenti seketika dan bercakap dengan seseorang yang anda percayai atau organisasi sokongan profesional. Pasukan sokongan kami boleh mengaktifkan pengecualian diri untuk anda pada bila-bila masa.</p>',
      'pt-BR':
        '<h3>Jogue por diversão, mantenha o controle</h3><p>O jogo deve ser sempre uma forma de entretenimento, nunca um meio de ganhar dinheiro ou de fugir dos problemas. Nossos serviços são exclusivos para adultos <strong>maiores de 18 anos</strong>, e podemos solicitar comprovação de idade a qualquer momento.</p><h3>Ferramentas para ajudar você</h3><ul><li><strong>Limites de depósito:</strong> defina limites diários, semanais ou mensais nas configurações da conta.</li><li><strong>Alertas de tempo:</strong> receba lembretes de quanto tempo você está jogando.</li><li><strong>Pausa:</strong> faça uma pausa de 24 horas a 6 semanas.</li><li><strong>Autoexclusão:</strong> encerre sua conta por no mínimo 6 meses ou de forma permanente. Durante a autoexclusão, você não poderá entrar na conta nem abrir uma nova, e não receberá mensagens de marketing.</li></ul><h3>Sinais de alerta</h3><p>Se você tenta recuperar perdas, joga com dinheiro destinado a contas ou esconde o jogo da família, faça uma pausa e converse com alguém de confiança ou com uma organização de apoio especializada. Nossa equipe de suporte pode ativar a autoexclusão para você a qualquer momento.</p>',
      th: '<h3>เล่นเพื่อความสนุก และควบคุมตัวเองได้เสมอ</h3><p>การเล่นเกมควรเป็นความบันเทิงเสมอ ไม่ใช่ช่องทางหาเงินหรือหนีปัญหา บริการของเราสงวนไว้สำหรับผู้ใหญ่ที่มี<strong>อายุ 18 ปีขึ้นไป</strong>เท่านั้น และเราอาจขอหลักฐานยืนยันอายุได้ทุกเมื่อ</p><h3>เครื่องมือช่วยเหลือ</h3><ul><li><strong>วงเงินฝาก:</strong> กำหนดวงเงินรายวัน รายสัปดาห์ หรือรายเดือนได้ในหน้าตั้งค่าบัญชี</li><li><strong>การแจ้งเตือนเวลา:</strong> รับการแจ้งเตือนว่าคุณเล่นมานานเท่าใดแล้ว</li><li><strong>พักการเล่น:</strong> หยุดพักได้ตั้งแต่ 24 ชั่วโมงถึง 6 สัปดาห์</li><li><strong>การกันตัวเองออกจากการเล่น (Self-exclusion):</strong> ปิดบัญชีอย่างน้อย 6 เดือนหรือปิดถาวร ระหว่างนี้คุณจะไม่สามารถเข้าสู่ระบบหรือเปิดบัญชีใหม่ได้ และจะไม่ได้รับข้อความทางการตลาด</li></ul><h3>สัญญาณเตือน</h3><p>หากคุณพยายามเล่นเพื่อเอาเงินที่เสียไปคืน ใช้เงินที่ควรนำไปจ่ายค่าใช้จ่ายจำเป็นมาเล่น หรือปิดบังการพนันจากครอบครัว โปรดหยุดพักและพูดคุยกับคนที่คุณไว้ใจหรือหน่วยงานช่วยเหลือที่เชี่ยวชาญ ทีมซัพพอร์ตของเราสามารถเปิดใช้การกันตัวเองออกจากการเล่นให้คุณได้ทุกเมื่อ</p>',
      vi: '<h3>Chơi để giải trí, luôn giữ kiểm soát</h3><p>Trò chơi nên luôn là hình thức giải trí, không phải cách kiếm tiền hay trốn tránh vấn đề. Dịch vụ của chúng tôi chỉ dành cho người trưởng thành <strong>từ 18 tuổi trở lên</strong>, và chúng tôi có thể yêu cầu bằng chứng về độ tuổi bất cứ lúc nào.</p><h3>Công cụ hỗ trợ bạn</h3><ul><li><strong>Giới hạn nạp tiền:</strong> đặt giới hạn theo ngày, tuần hoặc tháng trong phần cài đặt tài khoản.</li><li><strong>Nhắc nhở thời gian:</strong> nhận thông báo về thời gian bạn đã chơi.</li><li><strong>Tạm nghỉ:</strong> tạm dừng chơi từ 24 giờ đến 6 tuần.</li><li><strong>Tự loại trừ:</strong> đóng tài khoản tối thiểu 6 tháng hoặc vĩnh viễn. Trong thời gian tự loại trừ, bạn không thể đăng nhập hay mở tài khoản mới và sẽ không nhận được tin nhắn quảng cáo.</li></ul><h3>Dấu hiệu cảnh báo</h3><p>Nếu bạn cố gỡ lại số tiền đã thua, dùng tiền dành cho các khoản chi tiêu thiết yếu để chơi, hoặc giấu gia đình việc cờ bạc, hãy tạm dừng và chia sẻ với người bạn tin tưởng hoặc một tổ chức hỗ trợ chuyên nghiệp. Đội ngũ hỗ trợ của chúng tôi có thể kích hoạt tự loại trừ cho bạn bất cứ lúc nào.</p>',
    },
  },
  {
    tag: 'privacy',
    category: 'about',
    title: {
      en: 'Privacy Policy',
      'zh-CN': '隐私政策',
      id: 'Kebijakan Privasi',
      ms: 'Dasar Privasi',
      'pt-BR': 'Política de Privacidade',
      th: 'นโยบายความเป็นส่วนตัว',
      vi: 'Chính Sách Bảo Mật',
    },
    content: {
      en: '<h3>Information we collect</h3><p>We collect the details you provide when registering, such as your name, date of birth, mobile number, email address and bank account, together with transaction history, device information and IP address.</p><h3>How we use it</h3><ul><li>To operate your account and process deposits and withdrawals.</li><li>To verify your identity and age and to prevent fraud and money laundering.</li><li>To send promotional messages, only where you have agreed to receive them.</li></ul><h3>How we protect it</h3><p>All data is transmitted over encrypted connections and stored with strict access controls. We never sell your personal data. We share it only with payment providers, game suppliers and authorities where required by law.</p><p>You may request a copy of your data, correct it, or withdraw marketing consent at any time by contacting customer service.</p>',
      'zh-CN':
        '<h3>我们收集的信息</h3><p>我们会收集您注册时提供的资料，例如姓名、出生日期、手机号码、电子邮箱和银行账户，以及交易记录、设备信息和IP地址。</p><h3>信息的使用方式</h3><ul><li>用于运营您的账户并处理存款和提款。</li><li>用于核实您的身份和年龄，防范欺诈及洗钱行为。</li><li>仅在您同意接收的情况下，向您发送优惠信息。</li></ul><h3>信息的保护方式</h3><p>所有数据均通过加密连接传输，并在严格的访问权限控制下存储。我们绝不出售您的个人数据，仅与支付服务商、游戏供应商共享，或在法律要求时提供给有关部门。</p><p>您可随时联系客服，申请获取数据副本、更正资料或撤回营销信息授权。</p>',
      id: '<h3>Informasi yang kami kumpulkan</h3><p>Kami mengumpulkan data yang Anda berikan saat mendaftar, seperti nama, tanggal lahir, nomor ponsel, alamat email, dan rekening bank, beserta riwayat transaksi, informasi perangkat, dan alamat IP.</p><h3>Cara kami menggunakannya</h3><ul><li>Untuk mengelola akun Anda serta memproses deposit dan penarikan.</li><li>Untuk memverifikasi identitas dan usia Anda serta mencegah penipuan dan pencucian uang.</li><li>Untuk mengirim pesan promosi, hanya jika Anda telah menyetujuinya.</li></ul><h3>Cara kami melindunginya</h3><p>Semua data dikirim melalui koneksi terenkripsi dan disimpan dengan kontrol akses yang ketat. Kami tidak pernah menjual data pribadi Anda. Data hanya kami bagikan kepada penyedia pembayaran, penyedia game, dan pihak berwenang apabila diwajibkan oleh hukum.</p><p>Anda dapat meminta salinan data, memperbaikinya, atau menarik persetujuan pemasaran kapan saja dengan menghubungi layanan pelanggan.</p>',
      ms: '<h3>Maklumat yang kami kumpul</h3><p>Kami mengumpul butiran yang anda berikan semasa mendaftar, seperti nama, tarikh lahir, nombor telefon bimbit, alamat e-mel dan akaun bank, bersama sejarah transaksi, maklumat peranti dan alamat IP.</p><h3>Cara kami menggunakannya</h3><ul><li>Untuk mengendalikan akaun anda serta memproses deposit dan pengeluaran.</li><li>Untuk mengesahkan identiti dan umur anda serta mencegah penipuan dan pengubahan wang haram.</li><li>Untuk menghantar mesej promosi, hanya jika anda telah bersetuju menerimanya.</li></ul><h3>Cara kami melindunginya</h3><p>Semua data dihantar melalui sambungan yang disulitkan dan disimpan dengan kawalan akses yang ketat. Kami tidak sekali-kali menjual data peribadi anda. Kami hanya berkongsi data dengan penyedia pembayaran, pembekal permainan dan pihak berkuasa apabila dikehendaki oleh undang-undang.</p><p>Anda boleh meminta salinan data anda, membetulkannya atau menarik balik persetujuan pemasaran pada bila-bila masa dengan menghubungi khidmat pelanggan.</p>',
      'pt-BR':
        '<h3>Dados que coletamos</h3><p>Coletamos as informações que você fornece no cadastro, como nome, data de nascimento, número de celular, e-mail e conta bancária, além do histórico de transações, informações do dispositivo e endereço IP.</p><h3>Como usamos seus dados</h3><ul><li>Para operar sua conta e processar depósitos e saques.</li><li>Para verificar sua identidade e idade e prevenir fraudes e lavagem de dinheiro.</li><li>Para enviar mensagens promocionais, somente se você tiver concordado em recebê-las.</li></ul><h3>Como protegemos seus dados</h3><p>Todos os dados trafegam por conexões criptografadas e são armazenados com controles de acesso rigorosos. Nunca vendemos seus dados pessoais. Eles só são compartilhados com provedores de pagamento, fornecedores de jogos e autoridades quando exigido por lei.</p><p>Você pode solicitar uma cópia dos seus dados, corrigi-los ou retirar o consentimento de marketing a qualquer momento pelo atendimento ao cliente.</p>',
      th: '<h3>ข้อมูลที่เราเก็บรวบรวม</h3><p>เราเก็บข้อมูลที่คุณให้ไว้ตอนสมัคร เช่น ชื่อ วันเกิด เบอร์มือถือ อีเมล และบัญชีธนาคาร รวมถึงประวัติการทำธุรกรรม ข้อมูลอุปกรณ์ และที่อยู่ IP</p><h3>วิธีที่เราใช้ข้อมูล</h3><ul><li>เพื่อดูแลบัญชีของคุณและดำเนินการฝากถอน</li><li>เพื่อยืนยันตัวตนและอายุของคุณ รวมถึงป้องกันการฉ้อโกงและการฟอกเงิน</li><li>เพื่อส่งข้อความโปรโมชั่น เฉพาะเมื่อคุณยินยอมรับข้อความดังกล่าวแล้วเท่านั้น</li></ul><h3>วิธีที่เราปกป้องข้อมูล</h3><p>ข้อมูลทั้งหมดส่งผ่านการเชื่อมต่อที่เข้ารหัส และจัดเก็บภายใต้การควบคุมสิทธิ์เข้าถึงอย่างเข้มงวด เราไม่ขายข้อมูลส่วนบุคคลของคุณ และจะเปิดเผยเฉพาะกับผู้ให้บริการชำระเงิน ผู้ให้บริการเกม และหน่วยงานราชการเมื่อกฎหมายกำหนดเท่านั้น</p><p>คุณสามารถขอสำเนาข้อมูล แก้ไขข้อมูล หรือถอนความยินยอมด้านการตลาดได้ทุกเมื่อโดยติดต่อฝ่ายบริการลูกค้า</p>',
      vi: '<h3>Thông tin chúng tôi thu thập</h3><p>Chúng tôi thu thập thông tin bạn cung cấp khi đăng ký, như họ tên, ngày sinh, số điện thoại, địa chỉ email và tài khoản ngân hàng, cùng với lịch sử giao dịch, thông tin thiết bị và địa chỉ IP.</p><h3>Cách chúng tôi sử dụng thông tin</h3><ul><li>Để vận hành tài khoản của bạn và xử lý nạp, rút tiền.</li><li>Để xác minh danh tính, độ tuổi và ngăn chặn gian lận, rửa tiền.</li><li>Để gửi tin khuyến mãi, chỉ khi bạn đã đồng ý nhận.</li></ul><h3>Cách chúng tôi bảo vệ thông tin</h3><p>Mọi dữ liệu đều được truyền qua kết nối mã hóa và lưu trữ với cơ chế kiểm soát truy cập nghiêm ngặt. Chúng tôi không bao giờ bán dữ liệu cá nhân của bạn, và chỉ chia sẻ với đối tác thanh toán, nhà cung cấp trò chơi và cơ quan chức năng khi pháp luật yêu cầu.</p><p>Bạn có thể yêu cầu bản sao dữ liệu, chỉnh sửa thông tin hoặc rút lại sự đồng ý nhận tin tiếp thị bất cứ lúc nào bằng cách liên hệ bộ phận chăm sóc khách hàng.</p>',
    },
  },
  {
    tag: 'terms',
    category: 'about',
    title: {
      en: 'Terms and Conditions',
      'zh-CN': '条款与细则',
      id: 'Syarat dan Ketentuan',
      ms: 'Terma dan Syarat',
      'pt-BR': 'Termos e Condições',
      th: 'ข้อกำหนดและเงื่อนไข',
      vi: 'Điều Khoản và Điều Kiện',
    },
    content: {
      en: '<h3>Key terms</h3><ol><li>You must be at least <strong>18 years old</strong> and legally permitted to take part in online gaming where you live.</li><li>Each person may hold only one account. Personal details must be accurate and match your bank account.</li><li>Deposits and withdrawals must be made using payment methods in your own name.</li><li>Bonuses are subject to their own promotion terms, including turnover requirements. Abuse of bonuses, collusion or use of automated software may lead to the account being closed and winnings being cancelled.</li><li>Bets are final once confirmed. In case of system malfunction, affected rounds are void and stakes are returned.</li><li>We may suspend an account pending identity verification or investigation.</li><li>These terms may be updated from time to time; continued use of the platform means you accept the current version.</li></ol>',
      'zh-CN':
        '<h3>主要条款</h3><ol><li>您必须年满<strong>18岁</strong>，且您所在地的法律允许您参与线上博彩。</li><li>每人仅限持有一个账户。个人资料必须真实准确，并与您的银行账户信息一致。</li><li>存款和提款必须使用您本人名下的支付方式。</li><li>各项奖金均受其活动条款约束，包括流水要求。滥用奖金、串通作弊或使用自动化软件，可能导致账户被关闭及盈利被取消。</li><li>注单一经确认即不可更改。如遇系统故障，受影响的游戏局将作废并退还投注本金。</li><li>在进行身份核实或调查期间，我们可暂停账户使用。</li><li>本条款可能不时更新；继续使用本平台即表示您接受最新版本。</li></ol>',
      id: '<h3>Ketentuan utama</h3><ol><li>Anda harus berusia minimal <strong>18 tahun</strong> dan diizinkan secara hukum untuk ikut serta dalam permainan online di tempat tinggal Anda.</li><li>Setiap orang hanya boleh memiliki satu akun. Data pribadi harus akurat dan sesuai dengan rekening bank Anda.</li><li>Deposit dan penarikan harus menggunakan metode pembayaran atas nama Anda sendiri.</li><li>Bonus tunduk pada ketentuan promosinya masing-masing, termasuk persyaratan turnover. Penyalahgunaan bonus, kolusi, atau penggunaan perangkat lunak otomatis dapat mengakibatkan akun ditutup dan kemenangan dibatalkan.</li><li>Taruhan bersifat final setelah dikonfirmasi. Jika terjadi gangguan sistem, ronde yang terdampak dinyatakan batal dan taruhan dikembalikan.</li><li>Kami dapat menangguhkan akun selama proses verifikasi identitas atau investigasi.</li><li>Ketentuan ini dapat diperbarui sewaktu-waktu; dengan terus menggunakan platform, Anda dianggap menyetujui versi terbaru.</li></ol>',
      ms: '<h3>Terma utama</h3><ol><li>Anda mesti berumur sekurang-kurangnya <strong>18 tahun</strong> dan dibenarkan di sisi undang-undang untuk menyertai permainan dalam talian di tempat anda tinggal.</li><li>Setiap individu hanya boleh memiliki satu akaun. Butiran peribadi mestilah tepat dan sepadan dengan akaun bank anda.</li><li>Deposit dan pengeluaran mesti dibuat menggunakan kaedah pembayaran atas nama anda sendiri.</li><li>Bonus tertakluk kepada terma promosi masing-masing, termasuk syarat turnover. Penyalahgunaan bonus, pakatan sulit atau penggunaan perisian automatik boleh menyebabkan akaun ditutup dan kemenangan dibatalkan.</li><li>Pertaruhan adalah muktamad setelah disahkan. Sekiranya berlaku kerosakan sistem, pusingan yang terjejas akan dibatalkan dan taruhan dipulangkan.</li><li>Kami boleh menggantung akaun sementara menunggu pengesahan identiti atau siasatan.</li><li>Terma ini boleh dikemas kini dari semasa ke semasa; penggunaan berterusan platform ini bermakna anda menerima versi terkini.</li></ol>',
      'pt-BR':
        '<h3>Principais termos</h3><ol><li>Você deve ter pelo menos <strong>18 anos</strong> e estar legalmente autorizado a participar de jogos on-line no local onde reside.</li><li>Cada pessoa pode ter apenas uma conta. Os dados pessoais devem ser verdadeiros e coincidir com os da sua conta bancária.</li><li>Depósitos e saques devem ser feitos com meios de pagamento em seu próprio nome.</li><li>Os bônus estão sujeitos aos termos de cada promoção, incluindo os requisitos de rollover. Abuso de bônus, conluio ou uso de softwares automatizados podem levar ao encerramento da conta e ao cancelamento dos ganhos.</li><li>As apostas são definitivas após a confirmação. Em caso de falha no sistema, as rodadas afetadas são anuladas e os valores apostados, devolvidos.</li><li>Podemos suspender uma conta enquanto houver verificação de identidade ou investigação em andamento.</li><li>Estes termos podem ser atualizados periodicamente; ao continuar usando a plataforma, você aceita a versão vigente.</li></ol>',
      th: '<h3>ข้อกำหนดสำคัญ</h3><ol><li>คุณต้องมีอายุอย่างน้อย <strong>18 ปี</strong> และได้รับอนุญาตตามกฎหมายให้เล่นเกมออนไลน์ในพื้นที่ที่คุณอาศัยอยู่</li><li>หนึ่งคนมีได้เพียงหนึ่งบัญชี ข้อมูลส่วนตัวต้องถูกต้องและตรงกับบัญชีธนาคารของคุณ</li><li>การฝากและถอนเงินต้องใช้ช่องทางชำระเงินที่เป็นชื่อของคุณเอง</li><li>โบนัสทุกรายการเป็นไปตามเงื่อนไขของแต่ละโปรโมชั่น รวมถึงเงื่อนไขเทิร์นโอเวอร์ การใช้โบนัสโดยมิชอบ การสมรู้ร่วมคิด หรือการใช้โปรแกรมอัตโนมัติ อาจส่งผลให้บัญชีถูกปิดและเงินรางวัลถูกยกเลิก</li><li>การเดิมพันถือเป็นที่สิ้นสุดเมื่อได้รับการยืนยัน หากระบบขัดข้อง รอบที่ได้รับผลกระทบจะเป็นโมฆะและคืนเงินเดิมพัน</li><li>เราอาจระงับบัญชีชั่วคราวระหว่างรอการยืนยันตัวตนหรือการตรวจสอบ</li><li>ข้อกำหนดนี้อาจมีการปรับปรุงเป็นครั้งคราว การใช้งานแพลตฟอร์มต่อไปถือว่าคุณยอมรับฉบับล่าสุด</li></ol>',
      vi: '<h3>Các điều khoản chính</h3><ol><li>Bạn phải đủ <strong>18 tuổi</strong> trở lên và được pháp luật nơi bạn sinh sống cho phép tham gia trò chơi trực tuyến.</li><li>Mỗi người chỉ được sở hữu một tài khoản. Thông tin cá nhân phải chính xác và trùng khớp với tài khoản ngân hàng của bạn.</li><li>Việc nạp và rút tiền phải sử dụng phương thức thanh toán đứng tên chính bạn.</li><li>Tiền thưởng tuân theo điều khoản riêng của từng khuyến mãi, bao gồm yêu cầu vòng cược. Lạm dụng tiền thưởng, thông đồng gian lận hoặc sử dụng phần mềm tự động có thể dẫn đến việc đóng tài khoản và hủy bỏ tiền thắng.</li><li>Cược đã xác nhận là cược cuối cùng. Trong trường hợp hệ thống gặp sự cố, các ván bị ảnh hưởng sẽ bị hủy và hoàn lại tiền cược.</li><li>Chúng tôi có thể tạm khóa tài khoản trong thời gian xác minh danh tính hoặc điều tra.</li><li>Các điều khoản này có thể được cập nhật theo thời gian; việc tiếp tục sử dụng nền tảng đồng nghĩa với việc bạn chấp nhận phiên bản hiện hành.</li></ol>',
    },
  },
  {
    tag: 'deposit-guide',
    category: 'wallet',
    title: {
      en: 'How to Deposit',
      'zh-CN': '存款指南',
      id: 'Panduan Deposit',
      ms: 'Panduan Deposit',
      'pt-BR': 'Como Depositar',
      th: 'วิธีฝากเงิน',
      vi: 'Hướng Dẫn Nạp Tiền',
    },
    content: {
      en: '<h3>Deposit in a few steps</h3><ol><li>Log in and tap <strong>Deposit</strong> in the wallet menu.</li><li>Choose a payment method: instant online banking, e-wallet or bank transfer.</li><li>Enter the amount (minimum <strong>RM30</strong>) and select a promotion if you wish to claim one.</li><li>Follow the on-screen instructions. For bank transfers, copy the latest account details shown on the page and upload your receipt.</li></ol><h3>Good to know</h3><ul><li>Online banking and e-wallet deposits are usually credited within 1 to 3 minutes; bank transfers within 15 minutes.</li><li>Only deposit from accounts registered in your own name.</li><li>We never charge deposit fees, but your bank may apply its own charges.</li><li>If your deposit has not arrived after 30 minutes, contact Live Chat with your transaction reference.</li></ul>',
      'zh-CN':
        '<h3>简单几步完成存款</h3><ol><li>登录后点击钱包菜单中的<strong>存款</strong>。</li><li>选择支付方式：即时网银、电子钱包或银行转账。</li><li>输入存款金额（最低<strong>RM30</strong>），如需参加优惠活动，请同时选择相应优惠。</li><li>按照页面提示操作。如使用银行转账，请复制页面显示的最新收款账户信息，并上传转账凭证。</li></ol><h3>温馨提示</h3><ul><li>网银及电子钱包存款通常在1至3分钟内到账；银行转账在15分钟内到账。</li><li>请仅使用您本人名下的账户存款。</li><li>我们不收取任何存款手续费，但您的银行可能会另行收费。</li><li>如存款超过30分钟仍未到账，请联系在线客服并提供交易参考编号。</li></ul>',
      id: '<h3>Deposit dalam beberapa langkah</h3><ol><li>Masuk ke akun Anda lalu ketuk <strong>Deposit</strong> di menu dompet.</li><li>Pilih metode pembayaran: online banking instan, e-wallet, atau transfer bank.</li><li>Masukkan jumlah deposit (minimal <strong>RM30</strong>) dan pilih promosi jika ingin mengklaimnya.</li><li>Ikuti petunjuk di layar. Untuk transfer bank, salin data rekening terbaru yang ditampilkan di halaman dan unggah bukti transfer Anda.</li></ol><h3>Perlu diketahui</h3><ul><li>Deposit melalui online banking dan e-wallet biasanya masuk dalam 1 hingga 3 menit; transfer bank dalam 15 menit.</li><li>Lakukan deposit hanya dari rekening atas nama Anda sendiri.</li><li>Kami tidak pernah mengenakan biaya deposit, tetapi bank Anda mungkin mengenakan biaya tersendiri.</li><li>Jika deposit belum masuk setelah 30 menit, hubungi Live Chat dengan menyertakan nomor referensi transaksi.</li></ul>',
      ms: '<h3>Deposit dalam beberapa langkah</h3><ol><li>Log masuk dan tekan <strong>Deposit</strong> di menu dompet.</li><li>Pilih kaedah pembayaran: perbankan dalam talian segera, e-dompet atau pindahan bank.</li><li>Masukkan jumlah (minimum <strong>RM30</strong>) dan pilih promosi jika anda ingin menuntutnya.</li><li>Ikut arahan pada skrin. Untuk pindahan bank, salin butiran akaun terkini yang dipaparkan pada halaman dan muat naik resit anda.</li></ol><h3>Perlu diketahui</h3><ul><li>Deposit melalui perbankan dalam talian dan e-dompet biasanya dikreditkan dalam 1 hingga 3 minit; pindahan bank dalam 15 minit.</li><li>Hanya buat deposit daripada akaun atas nama anda sendiri.</li><li>Kami tidak mengenakan sebarang caj deposit, tetapi bank anda mungkin mengenakan caj tersendiri.</li><li>Jika deposit anda belum diterima selepas 30 minit, hubungi Live Chat dengan nombor rujukan transaksi anda.</li></ul>',
      'pt-BR':
        '<h3>Deposite em poucos passos</h3><ol><li>Entre na sua conta e toque em <strong>Depositar</strong> no menu da carteira.</li><li>Escolha a forma de pagamento: internet banking instantâneo, carteira digital ou transferência bancária.</li><li>Informe o valor (mínimo de <strong>RM30</strong>) e selecione uma promoção, se quiser participar.</li><li>Siga as instruções na tela. Para transferências bancárias, copie os dados de conta mais recentes exibidos na página e envie o comprovante.</li></ol><h3>Bom saber</h3><ul><li>Depósitos por internet banking e carteira digital costumam ser creditados em 1 a 3 minutos; transferências bancárias, em até 15 minutos.</li><li>Deposite somente a partir de contas em seu próprio nome.</li><li>Não cobramos taxas de depósito, mas seu banco pode cobrar tarifas próprias.</li><li>Se o depósito não tiver sido creditado após 30 minutos, fale com o Chat ao Vivo e informe o código da transação.</li></ul>',
      th: '<h3>ฝากเงินง่ายๆ ในไม่กี่ขั้นตอน</h3><ol><li>เข้าสู่ระบบแล้วแตะ <strong>ฝากเงิน</strong> ในเมนูกระเป๋าเงิน</li><li>เลือกช่องทางชำระเงิน: ออนไลน์แบงก์กิ้งแบบทันที อีวอลเล็ต หรือโอนผ่านธนาคาร</li><li>ระบุจำนวนเงิน (ขั้นต่ำ <strong>RM30</strong>) และเลือกโปรโมชั่นหากต้องการรับสิทธิ์</li><li>ทำตามขั้นตอนบนหน้าจอ หากโอนผ่านธนาคาร ให้คัดลอกข้อมูลบัญชีล่าสุดที่แสดงบนหน้าเว็บและอัปโหลดสลิปการโอน</li></ol><h3>ข้อควรทราบ</h3><ul><li>การฝากผ่านออนไลน์แบงก์กิ้งและอีวอลเล็ตมักเข้าบัญชีภายใน 1–3 นาที ส่วนการโอนผ่านธนาคารภายใน 15 นาที</li><li>ฝากเงินจากบัญชีที่เป็นชื่อของคุณเองเท่านั้น</li><li>เราไม่เก็บค่าธรรมเนียมการฝาก แต่ธนาคารของคุณอาจมีค่าธรรมเนียมของตนเอง</li><li>หากยอดฝากยังไม่เข้าหลังผ่านไป 30 นาที โปรดติดต่อแชทสดพร้อมแจ้งหมายเลขอ้างอิงธุรกรรม</li></ul>',
      vi: '<h3>Nạp tiền chỉ với vài bước</h3><ol><li>Đăng nhập và nhấn <strong>Nạp Tiền</strong> trong menu ví.</li><li>Chọn phương thức thanh toán: ngân hàng trực tuyến tức thì, ví điện tử hoặc chuyển khoản ngân hàng.</li><li>Nhập số tiền (tối thiểu <strong>RM30</strong>) và chọn khuyến mãi nếu bạn muốn tham gia.</li><li>Làm theo hướng dẫn trên màn hình. Với chuyển khoản ngân hàng, hãy sao chép thông tin tài khoản mới nhất hiển thị trên trang và tải lên biên lai chuyển khoản.</li></ol><h3>Lưu ý</h3><ul><li>Tiền nạp qua ngân hàng trực tuyến và ví điện tử thường được ghi nhận trong 1 đến 3 phút; chuyển khoản ngân hàng trong vòng 15 phút.</li><li>Chỉ nạp tiền từ tài khoản đứng tên chính bạn.</li><li>Chúng tôi không thu phí nạp tiền, nhưng ngân hàng của bạn có thể áp dụng phí riêng.</li><li>Nếu sau 30 phút tiền vẫn chưa vào tài khoản, vui lòng liên hệ Chat Trực Tuyến kèm mã tham chiếu giao dịch.</li></ul>',
    },
  },
  {
    tag: 'withdrawal-guide',
    category: 'wallet',
    title: {
      en: 'How to Withdraw',
      'zh-CN': '提款指南',
      id: 'Panduan Penarikan',
      ms: 'Panduan Pengeluaran',
      'pt-BR': 'Como Sacar',
      th: 'วิธีถอนเงิน',
      vi: 'Hướng Dẫn Rút Tiền',
    },
    content: {
      en: '<h3>Withdraw your winnings</h3><ol><li>Make sure your mobile number is verified and a bank account in your own name is added under <strong>My Account &gt; Bank Accounts</strong>.</li><li>Tap <strong>Withdraw</strong>, select your bank account and enter the amount (minimum <strong>RM50</strong>).</li><li>Confirm with your withdrawal PIN. You can follow the status in your transaction history.</li></ol><h3>Good to know</h3><ul><li>Withdrawals are processed 24/7 and usually arrive within 15 minutes to 1 hour.</li><li>Any active bonus must meet its turnover requirement before you can withdraw.</li><li>The standard daily limit is RM50,000; VIP members enjoy higher limits.</li><li>For your security, large or first-time withdrawals may require identity verification.</li></ul>',
      'zh-CN':
        '<h3>提取您的奖金</h3><ol><li>请确认您的手机号码已验证，并已在<strong>我的账户 &gt; 银行账户</strong>中添加本人名下的银行账户。</li><li>点击<strong>提款</strong>，选择银行账户并输入金额（最低<strong>RM50</strong>）。</li><li>输入提款密码确认。您可在交易记录中查看处理进度。</li></ol><h3>温馨提示</h3><ul><li>提款全天24小时处理，通常15分钟至1小时内到账。</li><li>如有进行中的奖金，须先完成其流水要求才能提款。</li><li>标准每日提款限额为RM50,000，VIP会员享有更高限额。</li><li>为保障您的资金安全，大额提款或首次提款可能需要进行身份验证。</li></ul>',
      id: '<h3>Tarik kemenangan Anda</h3><ol><li>Pastikan nomor ponsel Anda sudah terverifikasi dan rekening bank atas nama Anda sendiri sudah ditambahkan di <strong>Akun Saya &gt; Rekening Bank</strong>.</li><li>Ketuk <strong>Tarik Dana</strong>, pilih rekening bank, lalu masukkan jumlah (minimal <strong>RM50</strong>).</li><li>Konfirmasi dengan PIN penarikan Anda. Status penarikan dapat dipantau di riwayat transaksi.</li></ol><h3>Perlu diketahui</h3><ul><li>Penarikan diproses 24/7 dan biasanya masuk dalam 15 menit hingga 1 jam.</li><li>Bonus yang masih aktif harus memenuhi persyaratan turnover sebelum Anda dapat melakukan penarikan.</li><li>Batas standar harian adalah RM50.000; member VIP menikmati batas yang lebih tinggi.</li><li>Demi keamanan Anda, penarikan dalam jumlah besar atau penarikan pertama mungkin memerlukan verifikasi identitas.</li></ul>',
      ms: '<h3>Keluarkan kemenangan anda</h3><ol><li>Pastikan nombor telefon bimbit anda telah disahkan dan akaun bank atas nama anda sendiri telah ditambah di <strong>Akaun Saya &gt; Akaun Bank</strong>.</li><li>Tekan <strong>Pengeluaran</strong>, pilih akaun bank anda dan masukkan jumlah (minimum <strong>RM50</strong>).</li><li>Sahkan dengan PIN pengeluaran anda. Anda boleh memantau status dalam sejarah transaksi.</li></ol><h3>Perlu diketahui</h3><ul><li>Pengeluaran diproses 24/7 dan biasanya diterima dalam masa 15 minit hingga 1 jam.</li><li>Sebarang bonus yang masih aktif mesti memenuhi syarat turnover sebelum anda boleh membuat pengeluaran.</li><li>Had harian standard ialah RM50,000; ahli VIP menikmati had yang lebih tinggi.</li><li>Demi keselamatan anda, pengeluaran besar atau pengeluaran kali pertama mungkin memerlukan pengesahan identiti.</li></ul>',
      'pt-BR':
        '<h3>Saque seus ganhos</h3><ol><li>Confirme que seu número de celular está verificado e que há uma conta bancária em seu próprio nome cadastrada em <strong>Minha Conta &gt; Contas Bancárias</strong>.</li><li>Toque em <strong>Sacar</strong>, selecione a conta bancária e informe o valor (mínimo de <strong>RM50</strong>).</li><li>Confirme com seu PIN de saque. Você pode acompanhar o status no histórico de transações.</li></ol><h3>Bom saber</h3><ul><li>Os saques são processados 24/7 e normalmente chegam em 15 minutos a 1 hora.</li><li>Qualquer bônus ativo precisa cumprir o rollover antes que você possa sacar.</li><li>O limite diário padrão é de RM50.000; membros VIP têm limites maiores.</li><li>Para sua segurança, saques de valor alto ou o primeiro saque podem exigir verificação de identidade.</li></ul>',
      th: '<h3>ถอนเงินรางวัลของคุณ</h3><ol><li>ตรวจสอบว่าเบอร์มือถือของคุณผ่านการยืนยันแล้ว และได้เพิ่มบัญชีธนาคารที่เป็นชื่อของคุณเองไว้ที่ <strong>บัญชีของฉัน &gt; บัญชีธนาคาร</strong></li><li>แตะ <strong>ถอนเงิน</strong> เลือกบัญชีธนาคาร แล้วระบุจำนวนเงิน (ขั้นต่ำ <strong>RM50</strong>)</li><li>ยืนยันด้วยรหัส PIN สำหรับถอนเงิน คุณสามารถติดตามสถานะได้ในประวัติธุรกรรม</li></ol><h3>ข้อควรทราบ</h3><ul><li>ดำเนินการถอนเงินตลอด 24 ชั่วโมง และโดยปกติเงินจะเข้าบัญชีภายใน 15 นาทีถึง 1 ชั่วโมง</li><li>หากมีโบนัสที่ยังใช้งานอยู่ ต้องทำเทิร์นโอเวอร์ให้ครบตามเงื่อนไขก่อนจึงจะถอนได้</li><li>วงเงินถอนมาตรฐานต่อวันคือ RM50,000 สมาชิก VIP ได้รับวงเงินที่สูงกว่า</li><li>เพื่อความปลอดภัยของคุณ การถอนเงินจำนวนมากหรือการถอนครั้งแรกอาจต้องยืนยันตัวตน</li></ul>',
      vi: '<h3>Rút tiền thắng của bạn</h3><ol><li>Đảm bảo số điện thoại của bạn đã được xác minh và đã thêm tài khoản ngân hàng đứng tên chính bạn tại <strong>Tài Khoản Của Tôi &gt; Tài Khoản Ngân Hàng</strong>.</li><li>Nhấn <strong>Rút Tiền</strong>, chọn tài khoản ngân hàng và nhập số tiền (tối thiểu <strong>RM50</strong>).</li><li>Xác nhận bằng mã PIN rút tiền. Bạn có thể theo dõi trạng thái trong lịch sử giao dịch.</li></ol><h3>Lưu ý</h3><ul><li>Lệnh rút tiền được xử lý 24/7 và thường về tài khoản trong 15 phút đến 1 giờ.</li><li>Nếu đang có tiền thưởng, bạn cần hoàn thành yêu cầu vòng cược trước khi rút tiền.</li><li>Hạn mức rút tiêu chuẩn mỗi ngày là RM50.000; thành viên VIP được hưởng hạn mức cao hơn.</li><li>Vì lý do bảo mật, các lệnh rút lớn hoặc rút tiền lần đầu có thể cần xác minh danh tính.</li></ul>',
    },
  },
  {
    tag: 'register-guide',
    category: 'account',
    title: {
      en: 'How to Register',
      'zh-CN': '注册指南',
      id: 'Panduan Pendaftaran',
      ms: 'Panduan Pendaftaran',
      'pt-BR': 'Como se Cadastrar',
      th: 'วิธีสมัครสมาชิก',
      vi: 'Hướng Dẫn Đăng Ký',
    },
    content: {
      en: '<h3>Create your account</h3><ol><li>Tap <strong>Register</strong> at the top of the page.</li><li>Choose a username of 6 to 12 letters and numbers, and a password of at least 8 characters.</li><li>Enter your full name exactly as it appears on your bank account. This name is used for withdrawals and cannot easily be changed.</li><li>Select your country code, enter your mobile number and verify it with the SMS code.</li><li>Confirm that you are 18 or older and accept the Terms and Conditions.</li></ol><h3>After registering</h3><ul><li>Add your bank account and set a withdrawal PIN so you are ready to cash out.</li><li>Visit Promotions to claim your welcome bonus with your first deposit.</li><li>Keep your password private and never share verification codes with anyone.</li></ul>',
      'zh-CN':
        '<h3>创建您的账户</h3><ol><li>点击页面顶部的<strong>注册</strong>。</li><li>设置由6至12位字母和数字组成的用户名，以及至少8个字符的密码。</li><li>输入与您银行账户完全一致的真实姓名。该姓名将用于提款，且无法随意更改。</li><li>选择国家区号，输入手机号码，并使用短信验证码完成验证。</li><li>确认您已年满18岁，并同意条款与细则。</li></ol><h3>注册完成后</h3><ul><li>绑定银行账户并设置提款密码，随时准备提款。</li><li>前往优惠页面，在首次存款时领取新会员奖金。</li><li>请妥善保管密码，切勿向任何人透露验证码。</li></ul>',
      id: '<h3>Buat akun Anda</h3><ol><li>Ketuk <strong>Daftar</strong> di bagian atas halaman.</li><li>Pilih nama pengguna 6 hingga 12 karakter berupa huruf dan angka, serta kata sandi minimal 8 karakter.</li><li>Masukkan nama lengkap persis seperti yang tertera di rekening bank Anda. Nama ini digunakan untuk penarikan dan tidak dapat diubah dengan mudah.</li><li>Pilih kode negara, masukkan nomor ponsel, lalu verifikasi dengan kode SMS.</li><li>Konfirmasi bahwa Anda berusia 18 tahun atau lebih dan setujui Syarat dan Ketentuan.</li></ol><h3>Setelah mendaftar</h3><ul><li>Tambahkan rekening bank dan atur PIN penarikan agar siap mencairkan dana.</li><li>Kunjungi halaman Promosi untuk mengklaim bonus sambutan bersama deposit pertama Anda.</li><li>Jaga kerahasiaan kata sandi dan jangan pernah membagikan kode verifikasi kepada siapa pun.</li></ul>',
      ms: '<h3>Cipta akaun anda</h3><ol><li>Tekan <strong>Daftar</strong> di bahagian atas halaman.</li><li>Pilih nama pengguna 6 hingga 12 aksara yang terdiri daripada huruf dan nombor, serta kata laluan sekurang-kurangnya 8 aksara.</li><li>Masukkan nama penuh anda tepat seperti yang tertera pada akaun bank anda. Nama ini digunakan untuk pengeluaran dan tidak boleh ditukar dengan mudah.</li><li>Pilih kod negara, masukkan nombor telefon bimbit dan sahkan dengan kod SMS.</li><li>Sahkan bahawa anda berumur 18 tahun ke atas dan terima Terma dan Syarat.</li></ol><h3>Selepas mendaftar</h3><ul><li>Tambah akaun bank anda dan tetapkan PIN pengeluaran supaya sedia untuk mengeluarkan wang.</li><li>Lawati halaman Promosi untuk menuntut bonus alu-aluan bersama deposit pertama anda.</li><li>Rahsiakan kata laluan anda dan jangan sekali-kali berkongsi kod pengesahan dengan sesiapa.</li></ul>',
      'pt-BR':
        '<h3>Crie sua conta</h3><ol><li>Toque em <strong>Cadastrar</strong> no topo da página.</li><li>Escolha um nome de usuário de 6 a 12 letras e números e uma senha com pelo menos 8 caracteres.</li><li>Informe seu nome completo exatamente como consta na sua conta bancária. Esse nome é usado nos saques e não pode ser alterado facilmente.</li><li>Selecione o código do país, digite seu número de celular e confirme com o código recebido por SMS.</li><li>Confirme que você tem 18 anos ou mais e aceite os Termos e Condições.</li></ol><h3>Depois do cadastro</h3><ul><li>Adicione sua conta bancária e defina um PIN de saque para estar pronto para sacar.</li><li>Acesse Promoções para resgatar seu bônus de boas-vindas com o primeiro depósito.</li><li>Mantenha sua senha em sigilo e nunca compartilhe códigos de verificação com ninguém.</li></ul>',
      th: '<h3>สร้างบัญชีของคุณ</h3><ol><li>แตะ <strong>สมัครสมาชิก</strong> ที่ด้านบนของหน้า</li><li>ตั้งชื่อผู้ใช้ความยาว 6–12 ตัว ประกอบด้วยตัวอักษรภาษาอังกฤษและตัวเลข และตั้งรหัสผ่านอย่างน้อย 8 ตัวอักษร</li><li>กรอกชื่อ-นามสกุลให้ตรงกับชื่อบัญชีธนาคารของคุณทุกประการ ชื่อนี้ใช้สำหรับการถอนเงินและไม่สามารถเปลี่ยนแปลงได้โดยง่าย</li><li>เลือกรหัสประเทศ กรอกเบอร์มือถือ และยืนยันด้วยรหัสที่ได้รับทาง SMS</li><li>ยืนยันว่าคุณมีอายุ 18 ปีขึ้นไป และยอมรับข้อกำหนดและเงื่อนไข</li></ol><h3>หลังสมัครสมาชิก</h3><ul><li>เพิ่มบัญชีธนาคารและตั้งรหัส PIN สำหรับถอนเงิน เพื่อให้พร้อมถอนได้ทันที</li><li>ไปที่หน้าโปรโมชั่นเพื่อรับโบนัสต้อนรับพร้อมการฝากครั้งแรก</li><li>เก็บรหัสผ่านเป็นความลับ และอย่าบอกรหัสยืนยันแก่ผู้ใดเด็ดขาด</li></ul>',
      vi: '<h3>Tạo tài khoản của bạn</h3><ol><li>Nhấn <strong>Đăng Ký</strong> ở đầu trang.</li><li>Chọn tên đăng nhập gồm 6 đến 12 chữ cái và chữ số, cùng mật khẩu có ít nhất 8 ký tự.</li><li>Nhập họ tên đầy đủ đúng như trên tài khoản ngân hàng của bạn. Tên này được dùng khi rút tiền và không thể thay đổi dễ dàng.</li><li>Chọn mã quốc gia, nhập số điện thoại và xác minh bằng mã SMS.</li><li>Xác nhận bạn đủ 18 tuổi trở lên và đồng ý với Điều Khoản và Điều Kiện.</li></ol><h3>Sau khi đăng ký</h3><ul><li>Thêm tài khoản ngân hàng và đặt mã PIN rút tiền để sẵn sàng rút tiền.</li><li>Vào trang Khuyến Mãi để nhận thưởng chào mừng cùng lần nạp đầu tiên.</li><li>Giữ bí mật mật khẩu và tuyệt đối không chia sẻ mã xác minh với bất kỳ ai.</li></ul>',
    },
  },
  {
    tag: 'faq',
    category: 'games',
    title: {
      en: 'Frequently Asked Questions',
      'zh-CN': '常见问题',
      id: 'Pertanyaan Umum',
      ms: 'Soalan Lazim',
      'pt-BR': 'Perguntas Frequentes',
      th: 'คำถามที่พบบ่อย',
      vi: 'Câu Hỏi Thường Gặp',
    },
    content: {
      en: '<h3>I forgot my password. What should I do?</h3><p>Tap <strong>Forgot Password</strong> on the login page and reset it with the code sent to your registered mobile number.</p><h3>Are the games fair?</h3><p>Yes. Our slots and RNG games use independently tested random number generators, and live casino games are streamed in real time from professional studios.</p><h3>Why is my balance not showing in a game?</h3><p>Some providers use separate game wallets. Your balance is transferred automatically when you open a game; refresh the wallet if it does not appear within a minute.</p><h3>What happens if I get disconnected during a game?</h3><p>Your round is saved by the game provider. Log in again and reopen the same game to see the result, or check your bet history.</p><h3>Can I play on my phone?</h3><p>Yes. The site works in any modern mobile browser, and you can add it to your home screen for quick access.</p>',
      'zh-CN':
        '<h3>忘记密码怎么办？</h3><p>在登录页面点击<strong>忘记密码</strong>，使用发送到您注册手机号码的验证码重置密码。</p><h3>游戏公平吗？</h3><p>公平。我们的老虎机及RNG游戏采用经独立机构检测的随机数生成器，真人娱乐游戏则由专业演播室实时直播。</p><h3>为什么游戏中没有显示我的余额？</h3><p>部分游戏供应商使用独立的游戏钱包。打开游戏时余额会自动转入；如一分钟内仍未显示，请刷新钱包。</p><h3>游戏中途断线怎么办？</h3><p>游戏供应商会保存您的游戏局。重新登录并打开同一款游戏即可查看结果，也可查询投注记录。</p><h3>可以用手机玩吗？</h3><p>可以。本网站支持所有主流手机浏览器，您还可以将其添加到主屏幕，方便快速访问。</p>',
      id: '<h3>Saya lupa kata sandi. Apa yang harus dilakukan?</h3><p>Ketuk <strong>Lupa Kata Sandi</strong> di halaman masuk dan atur ulang menggunakan kode yang dikirim ke nomor ponsel terdaftar Anda.</p><h3>Apakah permainannya adil?</h3><p>Ya. Slot dan game RNG kami menggunakan generator angka acak yang telah diuji secara independen, dan game live casino disiarkan secara langsung dari studio profesional.</p><h3>Mengapa saldo saya tidak muncul di dalam game?</h3><p>Beberapa penyedia menggunakan dompet game terpisah. Saldo Anda akan ditransfer otomatis saat membuka game; muat ulang dompet jika saldo belum muncul dalam satu menit.</p><h3>Bagaimana jika koneksi terputus saat bermain?</h3><p>Ronde Anda disimpan oleh penyedia game. Masuk kembali dan buka game yang sama untuk melihat hasilnya, atau periksa riwayat taruhan Anda.</p><h3>Bisakah saya bermain lewat ponsel?</h3><p>Bisa. Situs ini berfungsi di semua browser ponsel modern, dan Anda dapat menambahkannya ke layar utama untuk akses cepat.</p>',
      ms: '<h3>Saya terlupa kata laluan. Apa yang perlu saya lakukan?</h3><p>Tekan <strong>Lupa Kata Laluan</strong> di halaman log masuk dan tetapkan semula menggunakan kod yang dihantar ke nombor telefon bimbit berdaftar anda.</p><h3>Adakah permainan ini adil?</h3><p>Ya. Slot dan permainan RNG kami menggunakan penjana nombor rawak yang diuji secara bebas, manakala permainan kasino langsung disiarkan secara masa nyata dari studio profesional.</p><h3>Kenapa baki saya tidak dipaparkan dalam permainan?</h3><p>Sesetengah penyedia menggunakan dompet permainan berasingan. Baki anda dipindahkan secara automatik apabila anda membuka permainan; muat semula dompet jika ia tidak dipaparkan dalam masa seminit.</p><h3>Apa yang berlaku jika sambungan terputus semasa bermain?</h3><p>Pusingan anda disimpan oleh penyedia permainan. Log masuk semula dan buka permainan yang sama untuk melihat keputusan, atau semak sejarah pertaruhan anda.</p><h3>Bolehkah saya bermain menggunakan telefon?</h3><p>Boleh. Laman ini berfungsi dalam mana-mana pelayar mudah alih moden, dan anda boleh menambahkannya ke skrin utama untuk akses pantas.</p>',
      'pt-BR':
        '<h3>Esqueci minha senha. O que faço?</h3><p>Toque em <strong>Esqueci a senha</strong> na página de login e redefina-a com o código enviado ao seu celular cadastrado.</p><h3>Os jogos são justos?</h3><p>Sim. Nossos slots e jogos RNG usam geradores de números aleatórios testados de forma independente, e os jogos do cassino ao vivo são transmitidos em tempo real de estúdios profissionais.</p><h3>Por que meu saldo não aparece no jogo?</h3><p>Alguns provedores usam carteiras de jogo separadas. Seu saldo é transferido automaticamente ao abrir o jogo; atualize a carteira se ele não aparecer em até um minuto.</p><h3>O que acontece se minha conexão cair durante o jogo?</h3><p>Sua rodada fica salva pelo provedor do jogo. Entre novamente e abra o mesmo jogo para ver o resultado, ou consulte seu histórico de apostas.</p><h3>Posso jogar pelo celular?</h3><p>Sim. O site funciona em qualquer navegador móvel atual, e você pode adicioná-lo à tela inicial para acesso rápido.</p>',
      th: '<h3>ลืมรหัสผ่าน ต้องทำอย่างไร?</h3><p>แตะ <strong>ลืมรหัสผ่าน</strong> ที่หน้าเข้าสู่ระบบ แล้วตั้งรหัสผ่านใหม่ด้วยรหัสที่ส่งไปยังเบอร์มือถือที่ลงทะเบียนไว้</p><h3>เกมยุติธรรมหรือไม่?</h3><p>ยุติธรรม สล็อตและเกม RNG ของเราใช้ระบบสุ่มตัวเลขที่ผ่านการทดสอบจากหน่วยงานอิสระ ส่วนเกมคาสิโนสดถ่ายทอดสดแบบเรียลไทม์จากสตูดิโอมืออาชีพ</p><h3>ทำไมยอดเงินไม่แสดงในเกม?</h3><p>ผู้ให้บริการเกมบางรายใช้กระเป๋าเงินเกมแยกต่างหาก ยอดเงินจะโอนให้อัตโนมัติเมื่อคุณเปิดเกม หากยังไม่แสดงภายในหนึ่งนาที โปรดรีเฟรชกระเป๋าเงิน</p><h3>หากหลุดการเชื่อมต่อระหว่างเล่นเกมจะเป็นอย่างไร?</h3><p>ผู้ให้บริการเกมจะบันทึกรอบการเล่นของคุณไว้ เข้าสู่ระบบอีกครั้งแล้วเปิดเกมเดิมเพื่อดูผลลัพธ์ หรือตรวจสอบประวัติการเดิมพัน</p><h3>เล่นผ่านมือถือได้หรือไม่?</h3><p>ได้ เว็บไซต์ของเรารองรับเบราว์เซอร์บนมือถือรุ่นใหม่ทุกตัว และคุณสามารถเพิ่มไว้ที่หน้าจอหลักเพื่อเข้าใช้งานได้รวดเร็ว</p>',
      vi: '<h3>Tôi quên mật khẩu, phải làm sao?</h3><p>Nhấn <strong>Quên Mật Khẩu</strong> tại trang đăng nhập và đặt lại bằng mã được gửi đến số điện thoại đã đăng ký.</p><h3>Các trò chơi có công bằng không?</h3><p>Có. Slot và trò chơi RNG của chúng tôi sử dụng bộ tạo số ngẫu nhiên được kiểm định độc lập, còn các trò chơi casino trực tuyến được phát trực tiếp theo thời gian thực từ các trường quay chuyên nghiệp.</p><h3>Tại sao số dư không hiển thị trong trò chơi?</h3><p>Một số nhà cung cấp sử dụng ví trò chơi riêng. Số dư sẽ được chuyển tự động khi bạn mở trò chơi; hãy làm mới ví nếu số dư chưa hiển thị sau một phút.</p><h3>Nếu bị mất kết nối khi đang chơi thì sao?</h3><p>Ván chơi của bạn được nhà cung cấp trò chơi lưu lại. Hãy đăng nhập lại và mở cùng trò chơi để xem kết quả, hoặc kiểm tra lịch sử cược.</p><h3>Tôi có thể chơi trên điện thoại không?</h3><p>Có. Trang web hoạt động trên mọi trình duyệt di động hiện đại, và bạn có thể thêm vào màn hình chính để truy cập nhanh.</p>',
    },
  },
  {
    tag: 'contact-us',
    category: 'about',
    title: {
      en: 'Contact Us',
      'zh-CN': '联系我们',
      id: 'Hubungi Kami',
      ms: 'Hubungi Kami',
      'pt-BR': 'Fale Conosco',
      th: 'ติดต่อเรา',
      vi: 'Liên Hệ Với Chúng Tôi',
    },
    content: {
      en: '<h3>We are here 24/7</h3><p>Our customer service team is available around the clock in English, Bahasa Malaysia, Chinese, Indonesian, Portuguese, Thai and Vietnamese.</p><ul><li><strong>Live Chat:</strong> tap the chat icon at the bottom of any page for the fastest reply, usually within one minute.</li><li><strong>Email:</strong> support@example.com, answered within 24 hours.</li><li><strong>Feedback:</strong> send suggestions or complaints through the Feedback form in your account.</li></ul><h3>Before you contact us</h3><p>To help us resolve your request quickly, please have your username ready and, for payment questions, the transaction reference and a screenshot of your receipt. For your safety, our staff will never ask for your password or verification codes.</p>',
      'zh-CN':
        '<h3>24/7全天候为您服务</h3><p>我们的客服团队全天候提供英语、马来语、中文、印尼语、葡萄牙语、泰语和越南语服务。</p><ul><li><strong>在线客服：</strong>点击任意页面底部的聊天图标，即可获得最快回复，通常在一分钟内。</li><li><strong>电子邮件：</strong>support@example.com，24小时内回复。</li><li><strong>意见反馈：</strong>通过账户中的意见反馈表单提交建议或投诉。</li></ul><h3>联系我们之前</h3><p>为了快速处理您的问题，请准备好您的用户名；如咨询支付问题，请同时提供交易参考编号及转账凭证截图。为保障您的安全，我们的工作人员绝不会索取您的密码或验证码。</p>',
      id: '<h3>Kami siap membantu 24/7</h3><p>Tim layanan pelanggan kami siap membantu sepanjang waktu dalam bahasa Inggris, Melayu, Mandarin, Indonesia, Portugis, Thai, dan Vietnam.</p><ul><li><strong>Live Chat:</strong> ketuk ikon obrolan di bagian bawah halaman mana pun untuk balasan tercepat, biasanya dalam satu menit.</li><li><strong>Email:</strong> support@example.com, dibalas dalam 24 jam.</li><li><strong>Masukan:</strong> kirim saran atau keluhan melalui formulir Masukan di akun Anda.</li></ul><h3>Sebelum menghubungi kami</h3><p>Agar permintaan Anda dapat diselesaikan dengan cepat, siapkan nama pengguna Anda dan, untuk pertanyaan pembayaran, nomor referensi transaksi serta tangkapan layar bukti transfer. Demi keamanan Anda, staf kami tidak akan pernah meminta kata sandi atau kode verifikasi.</p>',
      ms: '<h3>Kami sedia membantu 24/7</h3><p>Pasukan khidmat pelanggan kami sedia membantu sepanjang masa dalam bahasa Inggeris, Bahasa Malaysia, Cina, Indonesia, Portugis, Thai dan Vietnam.</p><ul><li><strong>Live Chat:</strong> tekan ikon sembang di bahagian bawah mana-mana halaman untuk balasan terpantas, biasanya dalam masa seminit.</li><li><strong>E-mel:</strong> support@example.com, dibalas dalam masa 24 jam.</li><li><strong>Maklum balas:</strong> hantar cadangan atau aduan melalui borang Maklum Balas dalam akaun anda.</li></ul><h3>Sebelum menghubungi kami</h3><p>Untuk membantu kami menyelesaikan permintaan anda dengan pantas, sila sediakan nama pengguna anda dan, bagi pertanyaan pembayaran, nombor rujukan transaksi serta tangkapan skrin resit anda. Demi keselamatan anda, kakitangan kami tidak akan sekali-kali meminta kata laluan atau kod pengesahan anda.</p>',
      'pt-BR':
        '<h3>Estamos aqui 24/7</h3><p>Nossa equipe de atendimento funciona 24 horas por dia, em inglês, malaio, chinês, indonésio, português, tailandês e vietnamita.</p><ul><li><strong>Chat ao Vivo:</strong> toque no ícone de chat na parte inferior de qualquer página para a resposta mais rápida, geralmente em menos de um minuto.</li><li><strong>E-mail:</strong> support@example.com, com resposta em até 24 horas.</li><li><strong>Feedback:</strong> envie sugestões ou reclamações pelo formulário de Feedback na sua conta.</li></ul><h3>Antes de entrar em contato</h3><p>Para resolvermos sua solicitação rapidamente, tenha em mãos seu nome de usuário e, em dúvidas sobre pagamentos, o código da transação e uma captura de tela do comprovante. Para sua segurança, nossa equipe nunca pedirá sua senha ou códigos de verificação.</p>',
      th: '<h3>พร้อมให้บริการตลอด 24 ชั่วโมง</h3><p>ทีมบริการลูกค้าของเราพร้อมให้บริการตลอดเวลาในภาษาอังกฤษ มาเลย์ จีน อินโดนีเซีย โปรตุเกส ไทย และเวียดนาม</p><ul><li><strong>แชทสด:</strong> แตะไอคอนแชทที่ด้านล่างของทุกหน้าเพื่อรับการตอบกลับที่เร็วที่สุด โดยปกติภายในหนึ่งนาที</li><li><strong>อีเมล:</strong> support@example.com ตอบกลับภายใน 24 ชั่วโมง</li><li><strong>ข้อเสนอแนะ:</strong> ส่งคำแนะนำหรือข้อร้องเรียนผ่านแบบฟอร์มข้อเสนอแนะในบัญชีของคุณ</li></ul><h3>ก่อนติดต่อเรา</h3><p>เพื่อให้เราช่วยแก้ไขปัญหาได้อย่างรวดเร็ว โปรดเตรียมชื่อผู้ใช้ของคุณไว้ และหากเป็นคำถามเกี่ยวกับการชำระเงิน โปรดเตรียมหมายเลขอ้างอิงธุรกรรมและภาพหน้าจอสลิปการโอน เพื่อความปลอดภัยของคุณ เจ้าหน้าที่ของเราจะไม่ขอรหัสผ่านหรือรหัสยืนยันของคุณเด็ดขาด</p>',
      vi: '<h3>Chúng tôi luôn sẵn sàng 24/7</h3><p>Đội ngũ chăm sóc khách hàng hỗ trợ suốt ngày đêm bằng tiếng Anh, tiếng Mã Lai, tiếng Trung, tiếng Indonesia, tiếng Bồ Đào Nha, tiếng Thái và tiếng Việt.</p><ul><li><strong>Chat Trực Tuyến:</strong> nhấn biểu tượng trò chuyện ở cuối bất kỳ trang nào để được phản hồi nhanh nhất, thường trong vòng một phút.</li><li><strong>Email:</strong> support@example.com, phản hồi trong vòng 24 giờ.</li><li><strong>Góp ý:</strong> gửi đề xuất hoặc khiếu nại qua biểu mẫu Góp Ý trong tài khoản của bạn.</li></ul><h3>Trước khi liên hệ</h3><p>Để chúng tôi giải quyết yêu cầu nhanh chóng, vui lòng chuẩn bị tên đăng nhập và, với các câu hỏi về thanh toán, mã tham chiếu giao dịch cùng ảnh chụp màn hình biên lai. Vì sự an toàn của bạn, nhân viên của chúng tôi không bao giờ yêu cầu mật khẩu hoặc mã xác minh.</p>',
    },
  },
];

/** Short banner headlines (at most 40 characters in English); 'home' has 4, every other group 2. */
export const BANNER_TITLES: Record<BannerGroup, Localized[]> = {
  home: [
    {
      en: 'Play, Win and Withdraw in Minutes',
      'zh-CN': '畅玩赢奖，几分钟即可提款',
      id: 'Main, Menang, Tarik Dana dalam Hitungan Menit',
      ms: 'Main, Menang dan Keluarkan Wang dalam Minit',
      'pt-BR': 'Jogue, Ganhe e Saque em Minutos',
      th: 'เล่น ชนะ ถอนได้ในไม่กี่นาที',
      vi: 'Chơi, Thắng và Rút Tiền Trong Vài Phút',
    },
    {
      en: '100% Welcome Bonus up to RM888',
      'zh-CN': '新会员首存100%奖金，最高RM888',
      id: 'Bonus Sambutan 100% hingga RM888',
      ms: 'Bonus Alu-aluan 100% sehingga RM888',
      'pt-BR': 'Bônus de Boas-Vindas de 100% até RM888',
      th: 'โบนัสต้อนรับ 100% สูงสุด RM888',
      vi: 'Thưởng Chào Mừng 100% đến RM888',
    },
    {
      en: 'Daily Rebates, Win or Lose',
      'zh-CN': '每日返水，输赢都有',
      id: 'Rebate Harian, Menang atau Kalah',
      ms: 'Rebat Harian, Menang atau Kalah',
      'pt-BR': 'Rebate Diário, Ganhando ou Perdendo',
      th: 'คืนยอดทุกวัน ได้หรือเสียก็รับ',
      vi: 'Hoàn Trả Mỗi Ngày, Thắng Thua Đều Có',
    },
    {
      en: 'All Your Favourite Games, One Wallet',
      'zh-CN': '热门游戏齐聚，一个钱包畅玩',
      id: 'Semua Game Favorit, Satu Dompet',
      ms: 'Semua Permainan Kegemaran, Satu Dompet',
      'pt-BR': 'Seus Jogos Favoritos, Uma Só Carteira',
      th: 'เกมโปรดทั้งหมด ในกระเป๋าเงินเดียว',
      vi: 'Mọi Trò Chơi Yêu Thích, Một Ví Duy Nhất',
    },
  ],
  rng: [
    {
      en: 'Spin Thousands of Slots Today',
      'zh-CN': '数千款老虎机，立即开转',
      id: 'Putar Ribuan Slot Hari Ini',
      ms: 'Putar Ribuan Slot Hari Ini',
      'pt-BR': 'Milhares de Slots Esperando por Você',
      th: 'หมุนสล็อตนับพันเกมได้แล้ววันนี้',
      vi: 'Quay Hàng Nghìn Game Slot Ngay Hôm Nay',
    },
    {
      en: 'Free Spins and Mega Jackpots',
      'zh-CN': '免费旋转，超级大奖',
      id: 'Putaran Gratis dan Jackpot Raksasa',
      ms: 'Putaran Percuma dan Jackpot Mega',
      'pt-BR': 'Rodadas Grátis e Jackpots Gigantes',
      th: 'ฟรีสปินและแจ็คพอตก้อนโต',
      vi: 'Vòng Quay Miễn Phí và Jackpot Khủng',
    },
  ],
  live: [
    {
      en: 'Real Dealers, Real-Time Thrills',
      'zh-CN': '真人荷官，实时刺激',
      id: 'Dealer Asli, Sensasi Real Time',
      ms: 'Dealer Sebenar, Keseronokan Masa Nyata',
      'pt-BR': 'Crupiês Reais, Emoção em Tempo Real',
      th: 'ดีลเลอร์ตัวจริง มันส์แบบเรียลไทม์',
      vi: 'Dealer Thật, Cảm Xúc Thật Từng Giây',
    },
    {
      en: 'Baccarat, Roulette and More, Live',
      'zh-CN': '百家乐、轮盘等游戏现场直播',
      id: 'Baccarat, Roulette, dan Lainnya Secara Langsung',
      ms: 'Bakarat, Rolet dan Banyak Lagi Secara Langsung',
      'pt-BR': 'Bacará, Roleta e Muito Mais ao Vivo',
      th: 'บาคาร่า รูเล็ต และอีกมากมาย ถ่ายทอดสด',
      vi: 'Baccarat, Roulette và Nhiều Hơn Nữa, Trực Tiếp',
    },
  ],
  fish: [
    {
      en: 'Dive In and Catch Golden Prizes',
      'zh-CN': '潜入深海，捕获黄金大奖',
      id: 'Selami Lautan, Tangkap Hadiah Emas',
      ms: 'Selami Lautan, Tangkap Hadiah Emas',
      'pt-BR': 'Mergulhe e Pesque Prêmios Dourados',
      th: 'ดำดิ่งสู่ทะเล ล่ารางวัลทองคำ',
      vi: 'Lặn Sâu Săn Thưởng Vàng',
    },
    {
      en: 'Team Up for Bigger Fish Hunts',
      'zh-CN': '组队捕鱼，收获更丰',
      id: 'Berburu Ikan Bersama Tim, Hadiah Lebih Besar',
      ms: 'Berpasukan untuk Buruan Ikan Lebih Besar',
      'pt-BR': 'Forme um Time e Pesque Peixes Maiores',
      th: 'รวมทีมล่าปลา รับรางวัลใหญ่กว่าเดิม',
      vi: 'Lập Đội Săn Cá, Thưởng Lớn Hơn',
    },
  ],
  pvp: [
    {
      en: 'Challenge Real Players in Real Time',
      'zh-CN': '与真人玩家实时对战',
      id: 'Tantang Pemain Sungguhan Secara Langsung',
      ms: 'Cabar Pemain Sebenar Secara Masa Nyata',
      'pt-BR': 'Desafie Jogadores Reais em Tempo Real',
      th: 'ท้าประลองกับผู้เล่นจริงแบบเรียลไทม์',
      vi: 'Thách Đấu Người Chơi Thật Theo Thời Gian Thực',
    },
    {
      en: 'Poker and Card Games, Live 24/7',
      'zh-CN': '扑克棋牌，24小时开桌',
      id: 'Poker dan Permainan Kartu, Buka 24/7',
      ms: 'Poker dan Permainan Kad, 24/7',
      'pt-BR': 'Pôquer e Jogos de Cartas 24/7',
      th: 'โป๊กเกอร์และเกมไพ่ เปิดโต๊ะ 24 ชม.',
      vi: 'Poker và Game Bài, Mở Bàn 24/7',
    },
  ],
  sports: [
    {
      en: 'Bet on Every Match, Live',
      'zh-CN': '场场赛事，滚球投注',
      id: 'Taruhan Langsung di Setiap Pertandingan',
      ms: 'Pertaruhan Langsung untuk Setiap Perlawanan',
      'pt-BR': 'Aposte ao Vivo em Todas as Partidas',
      th: 'เดิมพันสดได้ทุกแมตช์',
      vi: 'Cược Trực Tiếp Mọi Trận Đấu',
    },
    {
      en: 'Top Odds on Football and More',
      'zh-CN': '足球等热门赛事，超高赔率',
      id: 'Odds Terbaik untuk Sepak Bola dan Lainnya',
      ms: 'Odds Terbaik untuk Bola Sepak dan Banyak Lagi',
      'pt-BR': 'As Melhores Odds no Futebol e Mais',
      th: 'ราคาต่อรองดีที่สุด ทั้งฟุตบอลและกีฬาอื่น',
      vi: 'Tỷ Lệ Cược Hấp Dẫn Cho Bóng Đá và Hơn Thế',
    },
  ],
  esports: [
    {
      en: 'Back Your Favourite E-Sports Team',
      'zh-CN': '为您支持的电竞战队助威',
      id: 'Dukung Tim E-Sports Favorit Anda',
      ms: 'Sokong Pasukan E-Sukan Kegemaran Anda',
      'pt-BR': 'Aposte no Seu Time de E-Sports Favorito',
      th: 'เชียร์ทีมอีสปอร์ตที่คุณรัก',
      vi: 'Cổ Vũ Đội Tuyển Thể Thao Điện Tử Yêu Thích',
    },
    {
      en: 'Live Odds on Every Map and Round',
      'zh-CN': '每张地图、每回合实时赔率',
      id: 'Odds Live di Setiap Map dan Ronde',
      ms: 'Odds Langsung bagi Setiap Peta dan Pusingan',
      'pt-BR': 'Odds ao Vivo em Cada Mapa e Rodada',
      th: 'ราคาสดทุกแมพ ทุกรอบ',
      vi: 'Tỷ Lệ Trực Tiếp Từng Bản Đồ, Từng Hiệp',
    },
  ],
  lott: [
    {
      en: 'Pick Your Lucky Numbers Today',
      'zh-CN': '今天就选出您的幸运号码',
      id: 'Pilih Angka Keberuntungan Anda Hari Ini',
      ms: 'Pilih Nombor Bertuah Anda Hari Ini',
      'pt-BR': 'Escolha Seus Números da Sorte Hoje',
      th: 'เลือกเลขนำโชคของคุณวันนี้',
      vi: 'Chọn Ngay Con Số May Mắn Của Bạn',
    },
    {
      en: 'Fast Draws Every Few Minutes',
      'zh-CN': '快速开奖，几分钟一期',
      id: 'Undian Cepat Setiap Beberapa Menit',
      ms: 'Cabutan Pantas Setiap Beberapa Minit',
      'pt-BR': 'Sorteios Rápidos a Cada Poucos Minutos',
      th: 'ออกผลไว ทุกไม่กี่นาที',
      vi: 'Quay Thưởng Nhanh Mỗi Vài Phút',
    },
  ],
  down: [
    {
      en: 'Get the App, Play Anywhere',
      'zh-CN': '下载APP，随时随地畅玩',
      id: 'Unduh Aplikasi, Main di Mana Saja',
      ms: 'Muat Turun Aplikasi, Main di Mana Sahaja',
      'pt-BR': 'Baixe o App e Jogue Onde Quiser',
      th: 'ดาวน์โหลดแอป เล่นได้ทุกที่',
      vi: 'Tải Ứng Dụng, Chơi Mọi Lúc Mọi Nơi',
    },
    {
      en: 'Faster Login, Instant Alerts',
      'zh-CN': '登录更快捷，通知即时达',
      id: 'Masuk Lebih Cepat, Notifikasi Instan',
      ms: 'Log Masuk Lebih Pantas, Notifikasi Segera',
      'pt-BR': 'Login Mais Rápido e Alertas na Hora',
      th: 'เข้าสู่ระบบไว แจ้งเตือนทันที',
      vi: 'Đăng Nhập Nhanh, Thông Báo Tức Thì',
    },
  ],
  promotion: [
    {
      en: 'New Rewards Every Week',
      'zh-CN': '每周都有新奖励',
      id: 'Hadiah Baru Setiap Minggu',
      ms: 'Ganjaran Baharu Setiap Minggu',
      'pt-BR': 'Novas Recompensas Toda Semana',
      th: 'รางวัลใหม่ทุกสัปดาห์',
      vi: 'Phần Thưởng Mới Mỗi Tuần',
    },
    {
      en: 'Claim Your Bonus Today',
      'zh-CN': '立即领取您的奖金',
      id: 'Klaim Bonus Anda Hari Ini',
      ms: 'Tuntut Bonus Anda Hari Ini',
      'pt-BR': 'Resgate Seu Bônus Hoje',
      th: 'รับโบนัสของคุณวันนี้',
      vi: 'Nhận Thưởng Của Bạn Ngay Hôm Nay',
    },
  ],
  shop: [
    {
      en: 'Redeem Points for Great Gifts',
      'zh-CN': '积分兑换超值好礼',
      id: 'Tukar Poin dengan Hadiah Menarik',
      ms: 'Tebus Mata Ganjaran dengan Hadiah Menarik',
      'pt-BR': 'Troque Pontos por Prêmios Incríveis',
      th: 'แลกคะแนนรับของรางวัลสุดคุ้ม',
      vi: 'Đổi Điểm Nhận Quà Hấp Dẫn',
    },
    {
      en: 'Turn Your Play into Rewards',
      'zh-CN': '边玩边攒积分，好礼轻松拿',
      id: 'Ubah Permainan Anda Menjadi Hadiah',
      ms: 'Jadikan Permainan Anda Ganjaran',
      'pt-BR': 'Transforme Suas Jogadas em Recompensas',
      th: 'ยิ่งเล่น ยิ่งได้รางวัล',
      vi: 'Chơi Càng Nhiều, Thưởng Càng Lớn',
    },
  ],
  help: [
    {
      en: 'We Are Here for You 24/7',
      'zh-CN': '24/7全天候为您服务',
      id: 'Kami Siap Membantu 24/7',
      ms: 'Kami Sedia Membantu 24/7',
      'pt-BR': 'Estamos Aqui por Você 24/7',
      th: 'เราพร้อมดูแลคุณตลอด 24 ชม.',
      vi: 'Luôn Sẵn Sàng Hỗ Trợ Bạn 24/7',
    },
    {
      en: 'Quick Answers to Common Questions',
      'zh-CN': '常见问题，快速解答',
      id: 'Jawaban Cepat untuk Pertanyaan Umum',
      ms: 'Jawapan Pantas untuk Soalan Lazim',
      'pt-BR': 'Respostas Rápidas para Dúvidas Comuns',
      th: 'คำตอบด่วนสำหรับคำถามที่พบบ่อย',
      vi: 'Giải Đáp Nhanh Các Câu Hỏi Thường Gặp',
    },
  ],
  reg: [
    {
      en: 'Join in 60 Seconds',
      'zh-CN': '60秒快速注册',
      id: 'Daftar dalam 60 Detik',
      ms: 'Daftar dalam 60 Saat',
      'pt-BR': 'Cadastre-se em 60 Segundos',
      th: 'สมัครง่ายใน 60 วินาที',
      vi: 'Đăng Ký Chỉ Trong 60 Giây',
    },
    {
      en: 'Sign Up, Verify and Get RM18 Free',
      'zh-CN': '注册并验证，免费领RM18',
      id: 'Daftar, Verifikasi, Dapat RM18 Gratis',
      ms: 'Daftar, Sahkan dan Dapat RM18 Percuma',
      'pt-BR': 'Cadastre-se, Verifique e Ganhe RM18',
      th: 'สมัคร ยืนยัน รับฟรี RM18',
      vi: 'Đăng Ký, Xác Minh, Nhận RM18 Miễn Phí',
    },
  ],
  inhouse: [
    {
      en: 'Exclusive Games, Only Here',
      'zh-CN': '独家游戏，仅此一家',
      id: 'Game Eksklusif, Hanya di Sini',
      ms: 'Permainan Eksklusif, Hanya di Sini',
      'pt-BR': 'Jogos Exclusivos, Só Aqui',
      th: 'เกมเอ็กซ์คลูซีฟ มีที่นี่ที่เดียว',
      vi: 'Trò Chơi Độc Quyền, Chỉ Có Tại Đây',
    },
    {
      en: 'Quick Rounds, Instant Results',
      'zh-CN': '快速开局，即时出结果',
      id: 'Ronde Cepat, Hasil Instan',
      ms: 'Pusingan Pantas, Keputusan Segera',
      'pt-BR': 'Rodadas Rápidas, Resultados na Hora',
      th: 'รอบไว รู้ผลทันที',
      vi: 'Ván Nhanh, Kết Quả Tức Thì',
    },
  ],
};
