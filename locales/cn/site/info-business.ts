import type { koBusiness } from '../../ko/site/info-business.ts';

/** Chinese texts of the business info pages (keys and placeholders: locales/ko/site/info-business.ts). */
export const cnBusiness: Record<keyof typeof koBusiness, string> = {
  // Overview
  'info.overview.lead':
    '从车站到家只需{walk}分钟。{complex}位于两条地铁线交汇的换乘站前，为青年和新婚夫妇建设并运营{units}套租赁住房。',
  'info.overview.figures': '数字看社区',
  'info.overview.fig.units': '供应套数',
  'info.overview.fig.scale': '建筑规模',
  'info.overview.fig.scaleValue': '地下{basement}层 · 地上{floors}层',
  'info.overview.fig.station': '至{station}',
  'info.overview.fig.types': '户型',
  'info.overview.fig.typesValue': '{n}种户型',
  'info.overview.about.heading': '什么是青年安心住宅',
  'info.overview.about.p1':
    '青年安心住宅（청년안심주택）是建在交通便利的地铁站周边、由公共部门支持的民间租赁住房，让青年和新婚夫妇能以低于周边市价的租金长期居住。',
  'info.overview.about.p2':
    '入住资格和租金水平由公共部门确定，民间租赁经营者负责建设和运营。租赁保证金由保证保险保护；保持资格者每{renew}年续约一次，青年型最长可住{youth}年，新婚夫妇型最长{married}年（有子女者{child}年）。',
  'info.overview.table.caption': '项目概况',
  'info.overview.row.name': '项目名称',
  'info.overview.row.address': '位置',
  'info.overview.row.kind': '项目类型',
  'info.overview.row.kindValue': '公共支持民间租赁住房（青年安心住宅）',
  'info.overview.row.land': '用地面积',
  'info.overview.row.building': '建筑占地面积',
  'info.overview.row.totalFloor': '总建筑面积',
  'info.overview.row.totalFloorValue': '{total}㎡（地上{above}㎡ · 地下{below}㎡）',
  'info.overview.row.coverage': '建筑密度',
  'info.overview.row.far': '容积率',
  'info.overview.row.scale': '建筑规模',
  'info.overview.row.scaleValue': '地下{basement}层，地上{floors}层，1栋',
  'info.overview.row.units': '套数',
  'info.overview.row.unitsValue': '{units}套（青年型{youth}套 · 新婚夫妇型{married}套）',
  'info.overview.row.parking': '停车',
  'info.overview.row.parkingValue':
    '{total}个车位（含无障碍{accessible}个、电动车充电{ev}个、共享汽车{share}个）',
  'info.overview.row.elevators': '电梯',
  'info.overview.row.elevatorsValue': '{n}部（含紧急电梯1部）',
  'info.overview.row.operator': '租赁经营者',
  'info.overview.section.heading': '建筑构成',
  'info.overview.section.lead':
    '地下为停车场，1~3层为大堂和社区设施，{from}层至{to}层为住宅，24层和屋顶设有景观休息室和花园。',
  'info.overview.more.floor': '查看楼层介绍',
  'info.overview.more.supply': '查看供应信息',

  // Location
  'info.environment.lead': '上班从车站出发，周末在河边散步。换乘站周边步行10分钟内就有医院、市场和公园。',
  'info.environment.map.heading': '区位一览',
  'info.environment.points.heading': '区位亮点',
  'info.environment.point.transit.title': '双线换乘站',
  'info.environment.point.transit.body':
    '{lineA}与{lineB}交汇的{station}就在社区门前。到板桥只需一站，到江南无需换乘。',
  'info.environment.point.work.title': '通勤便利',
  'info.environment.point.work.body': '板桥科技谷和江南·德黑兰路商务区都在地铁40分钟以内，换工作也不必搬家。',
  'info.environment.point.life.title': '步行解决日常生活',
  'info.environment.point.life.body': '站前诊所和药店、传统市场、大型超市、行政福利中心都在步行10分钟以内。',
  'info.environment.point.nature.title': '河川与公园',
  'info.environment.point.nature.body': '社区南侧的炭川散步道和自行车道步行4分钟，社区公园步行7分钟。',
  'info.environment.exits.caption': '各车站出口距离',
  'info.environment.exits.line': '线路',
  'info.environment.exits.exit': '最近出口',
  'info.environment.exits.walk': '步行时间',
  'info.environment.commute.caption': '从{station}到主要商务区（乘车时间）',
  'info.environment.commute.to': '目的地',
  'info.environment.commute.line': '线路',
  'info.environment.commute.time': '所需时间',
  'info.environment.commute.stops': '站数',
  'info.environment.commute.note': '按乘车时间估算，实际时间会因换乘和发车间隔而不同。',
  'info.commute.pangyo': '板桥站（板桥科技谷）',
  'info.commute.gangnam': '江南站',
  'info.commute.suseo': '水西站（SRT高铁）',
  'info.commute.seolleung': '宣陵站（德黑兰路商务区）',
  'info.environment.more': '查看周边生活环境',

  // Features
  'info.feature.lead':
    '通勤短、行李轻、保证金安全。我们先为第一次独立生活的青年和新婚夫妇准备好最需要的一切。',
  'info.feature.station.title': '双地铁站',
  'info.feature.station.body':
    '新盆唐线{exitA}号出口步行{walkA}分钟，水仁盆唐线{exitB}号出口步行{walkB}分钟。公交车站就在社区正门前。',
  'info.feature.rent.title': '低于市价的租金',
  'info.feature.rent.body':
    '租金低于周边市价，租赁保证金和月租可在一定范围内相互转换。各户型金额以招募公告为准。',
  'info.feature.builtin.title': '全套嵌入式家电',
  'info.feature.builtin.body': '每户标配冰箱、滚筒洗衣机、电磁炉、中央空调和嵌入式衣柜，搬家更轻松。',
  'info.feature.community.title': '住户社区',
  'info.feature.community.body':
    '休息室和共享厨房（2层）、健身房和自习室（3层）、空中休息室（24层）以及屋顶花园，共{n}处设施由住户共享。',
  'info.feature.safety.title': '24小时安心安保',
  'info.feature.safety.body':
    '公共大门、电梯、停车场均设监控，刷卡出入，防灾中心24小时值守，另有{lockers}格无人快递柜，独居也安心。',
  'info.feature.deposit.title': '保证金保护',
  'info.feature.deposit.body':
    '租赁经营者投保租赁保证金返还保证，保持资格者最长可居住{married}年（有子女的新婚夫妇{child}年）。',
  'info.feature.mobility.title': '自行车与共享汽车',
  'info.feature.mobility.body':
    '地下1层自行车停放处可停{bikes}辆，另有电动车充电车位{ev}个、共享汽车{share}辆，没有私家车也出行方便。',
  'info.feature.energy.title': '节省管理费的设计',
  'info.feature.energy.body': '高隔热门窗、全户LED照明和屋顶太阳能发电降低公共电费，减轻管理费负担。',
  'info.feature.compare.caption': '各户型基本配置',
  'info.feature.compare.item': '项目',

  // Directions
  'info.direction.lead': '从地铁{station}步行{walk}分钟。样板房设在社区1层宣传馆，实行预约参观。',
  'info.direction.address.heading': '地址与联系方式',
  'info.direction.address.complex': '社区地址',
  'info.direction.address.gallery': '样板房（宣传馆）',
  'info.direction.address.galleryValue': '社区1层宣传馆（{station}{exitA}号出口前）',
  'info.direction.address.hours': '参观时间',
  'info.direction.address.hoursValue': '10:00~17:00，每周一休馆 · 预约制',
  'info.direction.address.phone': '预约·咨询电话',
  'info.direction.address.office': '租赁经营者办公室',
  'info.direction.address.officeHours': '管理办公室办公时间',
  'info.direction.subway.heading': '乘地铁',
  'info.direction.subway.a':
    '从{lineA}{station}{exitA}号出口出站，沿亭子站路向东步行150米，社区正门就在左侧（步行{walkA}分钟）。',
  'info.direction.subway.b':
    '从{lineB}{station}{exitB}号出口出站，沿亭子站路向东步行300米，过人行横道即到社区正门（步行{walkB}分钟）。',
  'info.direction.bus.heading': '乘公交',
  'info.direction.bus.body':
    '在“{station}·青年安心住宅”站下车，距社区正门{m}米（步行{walk}分钟）。干线、广域和社区公交均停靠。',
  'info.direction.car.heading': '自驾',
  'info.direction.car.body': '在导航中输入“{complex}”或社区地址。车辆出入口位于社区东侧的亭子站路50号街。',
  'info.direction.car.parking':
    '参观样板房的车辆可在地下1层访客区停车，最长2小时。车位有限，请尽量乘坐公共交通。',
  'info.direction.map.heading': '位置地图',

  // Supply
  'info.supply.lead':
    '共{units}套，其中青年型{youth}套（25A·25B），新婚夫妇型{married}套（52A·52B）；各户型的{pct}%为特别供应，其余为一般供应。',
  'info.supply.table.caption': '各户型·供应类型的供应套数（第1次招募公告）',
  'info.supply.col.type': '户型',
  'info.supply.col.target': '供应对象',
  'info.supply.col.area': '专用面积',
  'info.supply.chart.title': '各户型供应套数条形图',
  'info.supply.chart.desc': '各户型特别供应与一般供应套数：{list}。',
  'info.supply.chart.row': '{code}型特别供应{special}套、一般供应{general}套',
  'info.supply.note':
    '套数以第1次招募公告为准。剩余房源和候补入住者招募等后续各次的供应套数以相应招募公告为准。',
  'info.supply.types.heading': '特别供应与一般供应',
  'info.supply.special.body': '优先供应给符合收入和资产标准的青年和新婚夫妇，租金低于一般供应。',
  'info.supply.general.body': '满足年龄、无房和车辆条件即可申请，收入标准比特别供应宽松。',
  'info.supply.rent.heading': '租赁条件',
  'info.supply.rent.body':
    '租赁保证金和月租以周边市价为基准，按供应类型和户型确定，金额公布在各次招募公告中。租赁保证金和月租可在一定范围内相互转换。',
  'info.supply.rent.stay':
    '租赁合同每{renew}年续约一次，青年型最长可居住{youth}年，新婚夫妇型最长{married}年（有子女者{child}年）。',
  'info.supply.more.unit': '查看户型平面',
  'info.supply.more.condition': '确认申请资格',
  'info.environment.transit.heading': '交通与通勤',
  'info.feature.list.heading': '{n}大特色',
  'info.supply.table.heading': '各户型供应套数',
};
