import type { Translations } from '#domain/localized.ts';

/**
 * English and Chinese versions of the demo terms (terms.ts), written for foreign tenants reading them
 * before they agree: plain sentences, the points that matter to them first, and a line saying that the
 * Korean text is the one that binds (as Korean housing operators publish their translations).
 */

const enNote =
  '<p><em>This English version is provided for your convenience. If it differs from the Korean text, the Korean text applies.</em></p>';
const cnNote = '<p><em>本中文版本仅供参考，如与韩文原文不一致，以韩文原文为准。</em></p>';

const privacyEn = `
${enNote}
<p>Youth Safe REITs Co., Ltd. (“we”) runs this site for the youth housing complex. This policy explains what personal information we collect, why, how long we keep it and what you can ask us to do with it, as required by Korea’s Personal Information Protection Act.</p>
<h3>Why we use your information</h3>
<ol>
  <li>Interest registration: to tell you about application dates and recruitment notices</li>
  <li>Applications: to confirm who you are, check your eligibility, run the draw and tell you the result</li>
  <li>Contract and move-in: to sign the lease, guide your move-in and bill the rent</li>
  <li>Customer support: to answer your 1:1 inquiries and complaints</li>
</ol>
<h3>What we collect</h3>
<ul>
  <li>Interest registration: name, mobile number, email (optional)</li>
  <li>Applications: name, date of birth, gender, mobile number, email, address, household members, spouse details (newlywed supply), income, assets and car ownership, and the documents you upload</li>
  <li>Collected automatically: IP address, access times and usage records</li>
</ul>
<h3>How long we keep it</h3>
<ul>
  <li>Interest registrations: one year, or until you ask us to delete them</li>
  <li>Applications that were not selected: one year after the results are announced</li>
  <li>Selected applicants and tenants: five years after the lease ends</li>
</ul>
<p>When we no longer need your information, we delete electronic files so they cannot be recovered and shred paper records.</p>
<h3>Your rights</h3>
<p>You can ask at any time to see, correct or delete your information, or to stop us using it. We act on your request without delay.</p>
<h3>How we protect it</h3>
<p>Only the staff who need your information can see it; every view and download of applicant data is logged; passwords are stored encrypted and all traffic is encrypted.</p>
<h3>Contact</h3>
<p>Privacy officer: Park Seo-yeon, Operations Support (phone 1668-4800, privacy@youthhome-reits.co.kr). You can also contact the Personal Information Infringement Report Center (privacy.kisa.or.kr, 118) or the Personal Information Dispute Mediation Committee (www.kopico.go.kr, 1833-6972).</p>
<p>This policy applies from 1 March 2024.</p>
`;

const privacyCn = `
${cnNote}
<p>青年安心REITs株式会社（以下简称“本公司”）运营本青年安心住宅网站。根据韩国《个人信息保护法》，本政策说明我们收集哪些个人信息、用途、保存期限以及您享有的权利。</p>
<h3>使用目的</h3>
<ol>
  <li>关注登记：通知申请日程和招募公告</li>
  <li>申请受理：确认本人身份、审核入住资格、抽签选定并通知结果</li>
  <li>签约与入住：签订租赁合同、入住指引、收取及管理租金</li>
  <li>客户咨询：答复一对一咨询及处理投诉</li>
</ol>
<h3>收集的信息</h3>
<ul>
  <li>关注登记：姓名、手机号码、电子邮箱（选填）</li>
  <li>申请：姓名、出生日期、性别、手机号码、电子邮箱、地址、家庭成员、配偶信息（新婚夫妇类型）、收入・资产・车辆信息及上传的材料</li>
  <li>自动收集：IP地址、访问时间、使用记录</li>
</ul>
<h3>保存期限</h3>
<ul>
  <li>关注登记信息：登记之日起1年，或至您要求删除时</li>
  <li>未中签的申请信息：公布结果之日起1年</li>
  <li>中签者及入住者：租赁合同结束后5年</li>
</ul>
<p>信息不再需要时，电子文件将以无法恢复的方式删除，纸质文件将粉碎处理。</p>
<h3>您的权利</h3>
<p>您可以随时要求查阅、更正、删除个人信息或停止处理，我们会及时处理。</p>
<h3>保护措施</h3>
<p>仅限必要的工作人员查看；申请人信息的每次查看和下载均有记录；密码加密保存，传输全程加密。</p>
<h3>联系方式</h3>
<p>个人信息保护负责人：运营支援组组长 朴书妍（电话 1668-4800，privacy@youthhome-reits.co.kr）。您也可以向个人信息侵害举报中心（privacy.kisa.or.kr，118）或个人信息纠纷调解委员会（www.kopico.go.kr，1833-6972）咨询。</p>
<p>本政策自2024年3月1日起施行。</p>
`;

const serviceEn = `
${enNote}
<h3>What these terms cover</h3>
<p>These terms apply to the online services of the youth housing site run by Youth Safe REITs Co., Ltd.: interest registration, applications and the customer centre.</p>
<h3>Applying</h3>
<ul>
  <li>You can apply only during the application period of the recruitment notice, and only once per person.</li>
  <li>If what you submit turns out to be untrue, your selection or lease may be cancelled.</li>
  <li>Until the deadline you can correct your application after confirming your identity.</li>
</ul>
<h3>What we ask of you</h3>
<p>Do not use another person’s details, submit false information or disrupt the site.</p>
<h3>Service interruptions</h3>
<p>We may pause the service for maintenance, outages or events beyond our control, and will post a notice on the site.</p>
<h3>Changes and disputes</h3>
<p>We announce changes to these terms on the site at least 7 days before they apply. Korean law governs these terms, and disputes go to the competent Korean court.</p>
<p>These terms apply from 1 March 2024.</p>
`;

const serviceCn = `
${cnNote}
<h3>适用范围</h3>
<p>本条款适用于青年安心REITs株式会社运营的青年安心住宅网站所提供的关注登记、申请及客服中心等在线服务。</p>
<h3>申请</h3>
<ul>
  <li>仅可在招募公告规定的受理期间内申请，每人限申请一次。</li>
  <li>如提交的内容或材料被确认不实，中签及合同可能被取消。</li>
  <li>截止前，经本人确认后可修改申请内容。</li>
</ul>
<h3>用户义务</h3>
<p>不得盗用他人信息、提交虚假内容或妨碍网站正常运营。</p>
<h3>服务中断</h3>
<p>因系统维护、设备故障或不可抗力等原因，我们可能暂停服务，并在网站上公告。</p>
<h3>条款变更与争议</h3>
<p>条款变更将于生效7日前在网站公告。本条款适用大韩民国法律，争议由韩国有管辖权的法院处理。</p>
<p>本条款自2024年3月1日起施行。</p>
`;

const collectEn = `
${enNote}
<p>To accept your application and select tenants, we collect and use the following information.</p>
<table>
  <thead><tr><th>Purpose</th><th>Information</th><th>Kept for</th></tr></thead>
  <tbody>
    <tr><td>Confirming who you are and whether you are eligible</td><td>Name, date of birth, gender, mobile number, email, address</td><td rowspan="3">One year after the results (five years after the lease ends if you are selected and move in)</td></tr>
    <tr><td>Checking your supply type and priority</td><td>Household members, spouse details, home ownership, income, assets and car ownership</td></tr>
    <tr><td>Telling you the result and about the contract</td><td>Mobile number, email</td></tr>
  </tbody>
</table>
<p>You may refuse this consent, but we need this information to process an application, so without it you cannot apply.</p>
`;

const collectCn = `
${cnNote}
<p>为受理申请及选定入住者，我们收集并使用以下个人信息。</p>
<table>
  <thead><tr><th>目的</th><th>收集项目</th><th>保存期限</th></tr></thead>
  <tbody>
    <tr><td>确认申请人身份及入住资格</td><td>姓名、出生日期、性别、手机号码、电子邮箱、地址</td><td rowspan="3">公布结果后1年（中签并入住者为租赁合同结束后5年）</td></tr>
    <tr><td>确认供应类型资格及顺位</td><td>家庭成员、配偶信息、是否无房、收入・资产・车辆信息</td></tr>
    <tr><td>通知结果及签约事宜</td><td>手机号码、电子邮箱</td></tr>
  </tbody>
</table>
<p>您有权拒绝同意，但以上为申请所需的最少信息，拒绝同意将无法申请。</p>
`;

const thirdPartyEn = `
${enNote}
<p>To make moving in easier, we would like to share some of your information with the companies below. This consent is optional.</p>
<table>
  <thead><tr><th>Shared with</th><th>Why</th><th>Information</th><th>Kept for</th></tr></thead>
  <tbody>
    <tr><td>Ansim Housing Management Co. (building manager)</td><td>Move-in schedule, move-in inspection, facility registration</td><td>Name, mobile number, your unit</td><td>Six months after you move in</td></tr>
    <tr><td>Move-in partners (moving, internet, appliance rental)</td><td>Offers and partner services for new tenants</td><td>Name, mobile number</td><td>Three months from sharing</td></tr>
  </tbody>
</table>
<p>Saying no does not affect your application or move-in in any way; you just will not receive these extra offers.</p>
`;

const thirdPartyCn = `
${cnNote}
<p>为方便您入住，我们希望向以下公司提供您的部分个人信息。本项同意为选填。</p>
<table>
  <thead><tr><th>接收方</th><th>提供目的</th><th>提供项目</th><th>保存期限</th></tr></thead>
  <tbody>
    <tr><td>安心住宅管理株式会社（物业管理公司）</td><td>入住日程通知、入住检查及设施使用登记</td><td>姓名、手机号码、预定入住房号</td><td>入住完成后6个月</td></tr>
    <tr><td>入住支援合作公司（搬家・网络・家电租赁）</td><td>介绍入住优惠及合作服务</td><td>姓名、手机号码</td><td>提供之日起3个月</td></tr>
  </tbody>
</table>
<p>不同意不会影响您的申请及入住，只是无法收到上述附加信息。</p>
`;

const purchaseEn = `
<h3>Article 1 (Purpose)</h3>
<p>These terms set out the rights and duties of the Seoul Awards Shop (the “Shop”) and members who buy from it.</p>
<h3>Article 2 (Orders and payment)</h3>
<p>The amount of an order (items, shipping, discounts) is the one the Shop computes and shows on the order form. An order not paid within 15 minutes (for a bank transfer, not deposited within 24 hours of its virtual account) is cancelled automatically.</p>
<h3>Article 3 (Cancellation, returns and refunds)</h3>
<p>Before shipping an order may be cancelled at any time and is refunded in full. A return may be requested within 7 days of receipt (Korean E-Commerce Act, Article 17); the refund follows within 3 business days of the return's arrival. A purchase is confirmed automatically 7 days after delivery.</p>
<h3>Article 4 (Personal data)</h3>
<p>The recipient's name, phone and address are used only for delivery and given to the carrier. Records of transactions are kept for 5 years as the E-Commerce Act requires.</p>
`;

const purchaseCn = `
<h3>第1条（目的）</h3>
<p>本条款规定首尔奖商城（以下简称“商城”）与在商城购物的会员之间的权利和义务。</p>
<h3>第2条（订单与支付）</h3>
<p>订单金额（商品、运费、折扣）以商城计算并在订单上显示的金额为准。下单后15分钟内未付款（银行转账为虚拟账户发放后24小时内未入账）的订单将自动取消。</p>
<h3>第3条（取消、退货与退款）</h3>
<p>发货前可随时取消订单并全额退款。收货之日起7天内可申请退货（韩国电子商务法第17条），退货商品到达后3个工作日内退款。配送完成7天后自动确认购买。</p>
<h3>第4条（个人信息）</h3>
<p>收件人的姓名、电话和地址仅用于配送并提供给快递公司。交易记录依电子商务法保存5年。</p>
`;

const trim = (html: string) => html.trim();

/** By term code: the English and Chinese title and content. */
export const TERM_TRANSLATIONS: Record<string, Translations<'title' | 'content'>> = {
  privacy: {
    en: { title: 'Privacy Policy', content: trim(privacyEn) },
    cn: { title: '个人信息处理方针', content: trim(privacyCn) },
  },
  service: {
    en: { title: 'Terms of Use', content: trim(serviceEn) },
    cn: { title: '使用条款', content: trim(serviceCn) },
  },
  collect: {
    en: { title: 'Terms for Collecting and Using Personal Information', content: trim(collectEn) },
    cn: { title: '个人信息收集及使用', content: trim(collectCn) },
  },
  'third-party': {
    en: { title: 'Terms for Sharing Personal Information with Third Parties', content: trim(thirdPartyEn) },
    cn: { title: '向第三方提供个人信息', content: trim(thirdPartyCn) },
  },
  purchase: {
    en: { title: 'Shop Purchase Terms', content: trim(purchaseEn) },
    cn: { title: '商城购买条款', content: trim(purchaseCn) },
  },
};
