/**
 * Accounts the demo seed creates, for trying the app and for the README. Every one signs in through
 * POST /api/auth/sign-in/email. The password passes the password policy (long, not a common password).
 */
export const DEMO_PASSWORD = "commons-demo-2025";

export interface DemoAccount {
  key: "lin" | "alex" | "wang" | "zhao" | "sophie" | "chen" | "admin";
  email: string;
  password: string;
  name: string;
  role: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: "lin",
    email: "lin.xiao@example.com",
    password: DEMO_PASSWORD,
    name: "林晓",
    role: "Organiser: owns 上海独立开发者社区, hosts the upcoming meetup, the past meetup, the 21-day challenge and the past hackathon (in RESULTS); judges the demo hackathon",
  },
  {
    key: "alex",
    email: "alex.chen@example.com",
    password: DEMO_PASSWORD,
    name: "Alex Chen",
    role: "Co-host: event admin of the upcoming meetup; owns AI Makers Club and hosts the hackathon (and a draft)",
  },
  {
    key: "wang",
    email: "wang.fang@example.com",
    password: DEMO_PASSWORD,
    name: "王芳",
    role: "Attendee: approved for the meetup, pending for the hackathon, in the challenge; complete profile",
  },
  {
    key: "zhao",
    email: "zhao.lei@example.com",
    password: DEMO_PASSWORD,
    name: "赵磊",
    role: "Attendee (student): approved for the hackathon; incomplete profile, so the completion hint shows; won the past hackathon's grand prize",
  },
  {
    key: "sophie",
    email: "sophie.martin@example.com",
    password: DEMO_PASSWORD,
    name: "Sophie Martin",
    role: "Attendee (English-speaking): approved for the meetup, waitlisted for the full challenge; judges the demo hackathon",
  },
  {
    key: "chen",
    email: "chen.yu@example.com",
    password: DEMO_PASSWORD,
    name: "陈雨",
    role: "Attendee: approved everywhere; shows WeChat and email on the public profile",
  },
  {
    key: "admin",
    email: "admin@example.com",
    password: DEMO_PASSWORD,
    name: "管理员",
    role: "Community admin (Commons Admin): grants and removes level badges at /admin/levels; organises nothing",
  },
];
