import type { InfoCatalog, InfoCommonCatalog } from '../../ko/site/info.ts';
import { cnBusiness } from './info-business.ts';
import { cnComplex } from './info-complex.ts';
import { cnSubscription } from './info-subscription.ts';

/** Chinese texts of the info pages (keys and placeholders: locales/ko/site/info.ts). */
const common: InfoCommonCatalog = {
  'info.meta.overview':
    '{complex}项目概况：地下{basement}层·地上{floors}层，面向青年和新婚夫妇的{units}套租赁住房的位置、规模和项目结构。',
  'info.meta.environment': '步行{walk}分钟到新盆唐线·水仁盆唐线换乘站。通勤时间、各出口距离和生活圈地图。',
  'info.meta.feature':
    '双地铁站、合理租金、全套嵌入式家电、社区设施和安保，一览{units}套青年安心住宅的特色。',
  'info.meta.direction': '青年安心住宅交通指南：各地铁出口步行路线、公交、自驾、样板房参观时间和联系方式。',
  'info.meta.supply':
    '各户型·供应类型的供应套数：青年型{youth}套、新婚夫妇型{married}套、特别供应{special}套、一般供应{general}套。',
  'info.meta.community':
    '休息室、共享厨房、健身房、自习室、空中休息室和屋顶花园，各楼层住户社区设施及开放时间。',
  'info.meta.layout':
    '社区总平面图：人行和车辆出入口、公共开放空间、商铺、自行车停放处和地铁出口位置一图尽览。',
  'info.meta.floor':
    '从地下{basement}层到地上{floors}层的各楼层用途，以及标准层（{from}~{to}层）的户型布置。',
  'info.meta.unit': '比较25A·25B·52A·52B四种户型平面图、专用·供应面积、房间构成和嵌入式配置。',
  'info.meta.neighborhood': '步行10分钟内的公园、医院、市场、公共设施和附近大学，周边生活环境地图与距离表。',
  'info.meta.condition':
    '申请资格：满{min}~{max}周岁无房者；未婚申请青年型，结婚{years}年以内或准新婚夫妇申请新婚夫妇型；车辆{amount}韩元以下。',
  'info.meta.recruitment': '从招募公告到认购受理、材料审核、公布中签者、签约和入住，认购流程与各批次日程。',
  'info.meta.document':
    '青年型·新婚夫妇型提交材料清单、签发机构、签发日期标准和文件格式（{exts}，{mb}MB以下）。',
  'info.meta.support': '青年安心住宅租房保证金支援、青年月租支援、全月租贷款对接、租赁保证金保证保险介绍。',

  'info.common.perNotice': '详细标准和日程以各批次招募公告为准。',
  'info.common.notToScale': '本图为便于理解的示意图，可能与实际比例和形态不同。',
  'info.common.scrollHint': '屏幕较窄时，可左右滑动查看完整图纸。',
  'info.common.units': '{n}套',
  'info.common.m2': '{n}㎡',
  'info.common.pyeong': '约{n}坪',
  'info.common.percent': '{n}%',
  'info.common.walk': '步行{n}分钟',
  'info.common.bus': '公交{n}分钟',
  'info.common.subway': '地铁{n}分钟',
  'info.common.minutes': '约{n}分钟',
  'info.common.stops': '{n}站',
  'info.common.meters': '{n}米',
  'info.common.km': '{n}公里',
  'info.common.total': '合计',
  'info.common.typeName': '{code}型',
  'info.common.seeNotice': '查看招募公告',
  'info.common.yes': '是',
  'info.common.no': '否',
  'info.common.onThisPage': '本页内容',
  'info.common.complexName': '{complex}',
  'info.common.address': '{address}',
  'info.common.station': '{station}',

  'info.cta.title': '第一时间获取招募公告',
  'info.cta.body': '登记为意向客户后，我们会通过短信通知招募公告和认购日程。受理期间可直接申请认购。',

  'info.line.shinbundang': '新盆唐线',
  'info.line.suinbundang': '水仁盆唐线',

  'info.room.entry': '玄关',
  'info.room.bath': '浴室',
  'info.room.kitchen': '厨房',
  'info.room.laundry': '洗衣·收纳',
  'info.room.room': '房间',
  'info.room.bedroom1': '卧室1',
  'info.room.bedroom2': '卧室2',
  'info.room.living': '客厅',

  'info.plan.corridor': '公共走廊',
  'info.plan.window': '窗',
  'info.plan.mm': '单位：mm',
  'info.plan.title': '{code}型户型平面图',
  'info.plan.desc':
    '专用面积{area}㎡，净尺寸宽{w}mm × 深{d}mm的{layout}平面。上方为公共走廊一侧的玄关，下方为有窗的外侧。构成：{rooms}。',
  'info.plan.descCorner': '右侧墙面也有窗户的转角户型。',

  'info.unit.layout.studioOpen': '单间（开放式厨房）',
  'info.unit.layout.studioSplit': '单间（独立厨房）',
  'info.unit.layout.twoRoom': '两居室',
  'info.unit.layout.twoRoomCorner': '两居室（转角型）',

  'info.option.fridge': '冰箱',
  'info.option.washer': '滚筒洗衣机',
  'info.option.induction2': '双头电磁炉',
  'info.option.induction3': '三头电磁炉',
  'info.option.aircon1': '中央空调1台',
  'info.option.aircon2': '中央空调2台',
  'info.option.wardrobe': '嵌入式衣柜',
  'info.option.shoe': '鞋柜',
  'info.option.doorlock': '电子门锁',
  'info.option.blind': '卷帘',

  'info.floorPlan.title': '标准层（{from}~{to}层）户型布置图',
  'info.floorPlan.desc': '中央走廊南侧有{south}户，北侧有{north}户和2个核心筒。每层{n}户：{mix}。',
  'info.floorPlan.core': '核心筒{id}',
  'info.floorPlan.coreDetail': '电梯{ev}部',
  'info.floorPlan.corridor': '中央走廊',
  'info.floorPlan.southSide': '南侧（亭子站路方向）',
  'info.floorPlan.northSide': '北侧',
  'info.floorPlan.unitNo': '{no}号',
  'info.floorPlan.legend': '图例',
  'info.floorPlan.legendCore': '核心筒（电梯·楼梯）',
  'info.floorPlan.note': '房号由楼层号加户号组成。例：12层7号 → 1207号。',

  'info.section.title': '建筑剖面构成（地下{basement}层~地上{floors}层）',
  'info.section.desc': '各楼层用途：{list}。',
  'info.section.ground': '地面',
  'info.section.residentialNote': '每层{n}户 × {floors}层',

  'info.floor.roof.name': '屋顶花园',
  'info.floor.sky.name': '空中休息室',
  'info.floor.residential.name': '住宅',
  'info.floor.community3.name': '社区（运动·学习）',
  'info.floor.community2.name': '社区（休息·厨房）',
  'info.floor.lobby.name': '大堂·商业设施',
  'info.floor.parkingB1.name': '停车场·自行车停放处',
  'info.floor.parking.name': '停车场',
  'info.floor.parkingB5.name': '停车场·机电室',

  'info.map.title': '社区周边示意地图',
  'info.map.desc':
    '社区位于{station}（{lineA}·{lineB}换乘站）东北侧。从{lineA}{exitA}号出口步行{walkA}分钟，从{lineB}{exitB}号出口步行{walkB}分钟。带编号的周边设施也在地图下方列表中以文字列出。',
  'info.map.complex': '青年安心住宅',
  'info.map.exit': '{n}号出口',
  'info.map.radius': '步行{n}分钟',
  'info.map.north': '北',
  'info.map.open': '在实际地图上查看位置（OpenStreetMap）',
  'info.map.mainRoad': '亭子站路',
  'info.map.sideRoad': '亭子站路50号街',
  'info.map.stream': '炭川',
  'info.map.legend': '图例',
  'info.map.legendStation': '地铁站·出口',
  'info.map.legendComplex': '社区',
  'info.map.legendRadius': '距社区步行5分钟·10分钟范围',
  'info.map.offMap': '地图外（{value}）',

  'info.placeCat.park': '公园·散步',
  'info.placeCat.hospital': '医院·医疗',
  'info.placeCat.university': '大学',
  'info.placeCat.market': '市场·超市',
  'info.placeCat.public': '公共设施',

  'info.place.stream': '炭川散步道·自行车道',
  'info.place.park': '榉树社区公园',
  'info.place.centralPark': '盆唐中央公园',
  'info.place.clinics': '站前诊所·药店街',
  'info.place.hospital': '亭子综合医院',
  'info.place.univHospital': '盆唐大学医院',
  'info.place.university': '韩光大学',
  'info.place.college': '韩光大学第二校区',
  'info.place.market': '亭子谷传统市场',
  'info.place.mart': '大型超市',
  'info.place.library': '城南市立亭子图书馆',
  'info.place.community': '亭子1洞行政福利中心',

  'info.table.scrollLabel': '{name}表格',
};

export const cnInfo: InfoCatalog = { ...common, ...cnBusiness, ...cnComplex, ...cnSubscription };
