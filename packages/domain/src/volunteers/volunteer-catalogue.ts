// docs/product/people.md#volunteers: the default catalogue of base roles an organiser picks from. It is
// reference data of every installation, written into volunteer_base_roles at server start (matched by key).

/** A text in each of the product's languages. */
export interface VolunteerText {
  zh: string;
  en: string;
}

export interface VolunteerBaseRoleDefinition {
  /** Stable name, the row's identity across installations. */
  key: string;
  name: VolunteerText;
  description: VolunteerText;
  detailDescription: VolunteerText;
  /** Contribution points a volunteer earns in this role (**ours**: the numbers). */
  cpPoints: number;
}

export const DEFAULT_VOLUNTEER_BASE_ROLES: readonly VolunteerBaseRoleDefinition[] = [
  {
    key: "check-in",
    name: { zh: "签到接待", en: "Check-in desk" },
    description: { zh: "在入口迎接来宾，协助签到", en: "Welcome guests at the door and help them check in" },
    detailDescription: {
      zh: "活动开始前 30 分钟到场，熟悉签到流程；在入口核对签到二维码、发放名牌，为来宾指路并解答常见问题。",
      en: "Arrive 30 minutes early to learn the check-in flow; scan check-in QR codes, hand out name badges, show guests the way and answer common questions.",
    },
    cpPoints: 10,
  },
  {
    key: "photographer",
    name: { zh: "摄影记录", en: "Photographer" },
    description: { zh: "拍摄活动现场照片", en: "Take photos of the event" },
    detailDescription: {
      zh: "记录分享嘉宾、现场互动和合影；活动结束后 48 小时内挑选并上传照片到活动相册。需自带相机或拍照效果好的手机。",
      en: "Capture the speakers, the interaction and the group photo; pick and upload the best shots to the event album within 48 hours. Bring a camera or a good phone.",
    },
    cpPoints: 15,
  },
  {
    key: "host",
    name: { zh: "主持人", en: "Host / MC" },
    description: { zh: "主持活动流程，串联各个环节", en: "Run the programme and link its parts" },
    detailDescription: {
      zh: "提前与主办方对齐流程和时间；开场介绍活动与嘉宾，控制每个环节的时间，引导问答和自由交流。",
      en: "Agree the running order and timing with the organiser beforehand; open the event, introduce the speakers, keep each part on time and lead the Q&A and networking.",
    },
    cpPoints: 20,
  },
  {
    key: "venue-setup",
    name: { zh: "场地布置", en: "Venue setup" },
    description: { zh: "布置和恢复活动场地", en: "Set up the venue and clear it afterwards" },
    detailDescription: {
      zh: "活动开始前 1 小时到场，摆放桌椅、张贴指引、调试灯光；活动结束后协助整理场地、归还物品。",
      en: "Arrive an hour early to arrange tables and chairs, put up signs and check the lights; afterwards help tidy the venue and return what was borrowed.",
    },
    cpPoints: 10,
  },
  {
    key: "social-media",
    name: { zh: "社交媒体", en: "Social media" },
    description: { zh: "活动宣传与现场实时分享", en: "Promote the event and share it live" },
    detailDescription: {
      zh: "活动前协助撰写宣传文案，活动中在社交平台实时分享精彩瞬间，活动后整理一篇活动回顾。",
      en: "Help write the announcement before the event, post highlights live during it, and write a short recap afterwards.",
    },
    cpPoints: 15,
  },
  {
    key: "tech-support",
    name: { zh: "技术支持", en: "Tech support" },
    description: { zh: "保障投影、音响和直播设备", en: "Keep the projector, sound and live stream running" },
    detailDescription: {
      zh: "提前测试投影、麦克风和网络，协助嘉宾连接电脑；如有线上直播，负责推流和画面切换。",
      en: "Test the projector, microphones and network beforehand and help speakers connect their laptops; run the stream and switch scenes when the event is streamed.",
    },
    cpPoints: 15,
  },
];
