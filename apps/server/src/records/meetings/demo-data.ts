import type { RepeatPeriod } from '@caffee/contract';

/** A text in the three languages, as the demo writes it. */
export interface Text3 {
  om: string;
  en: string;
  am: string;
}

export const MEETING_CATEGORIES: Text3[] = [
  { om: 'Walga’ii idilee', en: 'Regular session', am: 'መደበኛ ጉባኤ' },
  { om: 'Walga’ii koree', en: 'Committee meeting', am: 'የኮሚቴ ስብሰባ' },
  { om: 'Walga’ii addaa', en: 'Extraordinary session', am: 'አስቸኳይ ጉባኤ' },
];

export const EVENT_CATEGORIES: Text3[] = [
  { om: 'Walga’ii', en: 'Session', am: 'ስብሰባ' },
  { om: 'Ayyaana hojii malee', en: 'Public holiday', am: 'ሕዝባዊ በዓል' },
  { om: 'Yeroo xumuraa', en: 'Deadline', am: 'የማብቂያ ጊዜ' },
  { om: 'Leenjii', en: 'Training', am: 'ስልጠና' },
];

export const ATTENDANCE_CATEGORIES: Text3[] = [
  { om: 'Walga’ii waliigalaa', en: 'Plenary', am: 'ምልአተ ጉባኤ' },
  { om: 'Koree', en: 'Committee', am: 'ኮሚቴ' },
];

export const AGENDA: (Text3 & { presenter: string })[] = [
  {
    om: 'Gabaasa raawwii karoora kurmaana sadaffaa',
    en: 'Third-quarter plan performance report',
    am: 'የሶስተኛው ሩብ ዓመት ዕቅድ አፈጻጸም ሪፖርት',
    presenter: 'Biiroo Karoora fi Misoomaa',
  },
  {
    om: 'Qorannoo baajata dabalataa',
    en: 'Review of the supplementary budget',
    am: 'የተጨማሪ በጀት ግምገማ',
    presenter: 'Biiroo Maallaqaa',
  },
  {
    om: 'Labsii qabeenya lafaa irratti marii',
    en: 'Debate on the draft rural land proclamation',
    am: 'በገጠር መሬት ረቂቅ አዋጅ ላይ ውይይት',
    presenter: 'Koree Dhimmoota Seeraa',
  },
  {
    om: 'Gabaasa komii hawaasaa',
    en: 'Report on public complaints',
    am: 'የሕዝብ ቅሬታዎች ሪፖርት',
    presenter: 'Waajjira Dhimma Komii',
  },
  {
    om: 'Muudama abbootii seeraa',
    en: 'Appointment of judges',
    am: 'የዳኞች ሹመት',
    presenter: 'Itti gaafatamaa Caffee',
  },
  { om: 'Dhimmoota biroo', en: 'Other business', am: 'ሌሎች ጉዳዮች', presenter: 'Barreessaa' },
];

/** Meetings a number of days from today, with the agenda items (indexes into AGENDA) they take. */
export const MEETINGS: (Text3 & {
  days: number;
  hours: number;
  category: number;
  agenda: number[];
  location: string;
  instituteInvited: boolean;
  /** Held by this committee (a demo group's key), which invites its members. */
  committee?: string;
  /** The committee's sub-groups' members are invited too. */
  subgroups?: boolean;
})[] = [
  {
    om: 'Walga’ii Idilee Caffee 5ffaa',
    en: 'Fifth regular session of the Caffee',
    am: 'የጨፌ 5ኛ መደበኛ ጉባኤ',
    days: -21,
    hours: 6,
    category: 0,
    agenda: [0, 1, 4, 5],
    location: 'Galma Caffee, Finfinnee',
    instituteInvited: true,
  },
  {
    om: 'Walga’ii Koree Baajataa fi Faayinaansii',
    en: 'Budget and Finance Committee meeting',
    am: 'የበጀትና ፋይናንስ ኮሚቴ ስብሰባ',
    days: -14,
    hours: 3,
    category: 1,
    agenda: [1, 5],
    location: 'Kutaa walga’ii 2, Galma Caffee',
    instituteInvited: true,
    committee: 'finance',
    subgroups: true,
  },
  {
    om: 'Walga’ii Koree Dhimmoota Seeraa fi Bulchiinsaa',
    en: 'Legal and Administrative Affairs Committee meeting',
    am: 'የሕግና አስተዳደር ጉዳዮች ኮሚቴ ስብሰባ',
    days: -7,
    hours: 3,
    category: 1,
    agenda: [2, 3],
    location: 'Kutaa walga’ii 1, Galma Caffee',
    instituteInvited: false,
    committee: 'legal',
  },
  {
    om: 'Walga’ii Koree Qonnaa fi Qabeenya Uumamaa',
    en: 'Agriculture and Natural Resources Committee meeting',
    am: 'የግብርናና የተፈጥሮ ሀብት ኮሚቴ ስብሰባ',
    days: 3,
    hours: 3,
    category: 1,
    agenda: [0, 2, 5],
    location: 'Adaamaa',
    instituteInvited: true,
    committee: 'agriculture',
  },
  {
    om: 'Walga’ii Addaa Caffee',
    en: 'Extraordinary session of the Caffee',
    am: 'የጨፌ አስቸኳይ ጉባኤ',
    days: 10,
    hours: 5,
    category: 2,
    agenda: [2, 4],
    location: 'Galma Caffee, Finfinnee',
    instituteInvited: false,
  },
  {
    om: 'Walga’ii Idilee Caffee 6ffaa',
    en: 'Sixth regular session of the Caffee',
    am: 'የጨፌ 6ኛ መደበኛ ጉባኤ',
    days: 24,
    hours: 6,
    category: 0,
    agenda: [0, 3, 1, 5],
    location: 'Galma Caffee, Finfinnee',
    instituteInvited: true,
  },
];

export interface DemoEvent extends Text3 {
  description: Text3;
  category: number;
  location: string | null;
  repeat: RepeatPeriod;
  allDay: boolean;
}

export const EVENTS: Record<'weekly' | 'irreecha' | 'adwa' | 'deadline' | 'training', DemoEvent> = {
  weekly: {
    om: 'Walga’ii torbanii koree hojii raawwachiiftuu',
    en: 'Weekly executive committee session',
    am: 'ሳምንታዊ የሥራ አስፈጻሚ ኮሚቴ ስብሰባ',
    description: {
      om: 'Wiixata hunda sa’aatii 3:00 irratti.',
      en: 'Every Monday at 9:00.',
      am: 'በየሳምንቱ ሰኞ ከጠዋቱ 3:00 ሰዓት።',
    },
    category: 0,
    location: 'Galma Caffee, Finfinnee',
    repeat: 'weekly',
    allDay: false,
  },
  irreecha: {
    om: 'Irreecha',
    en: 'Irreecha (thanksgiving festival)',
    am: 'ኢሬቻ',
    description: {
      om: 'Ayyaana galata Oromoo; waajjirri Caffee ni cufama.',
      en: 'The Oromo thanksgiving festival; the Caffee offices are closed.',
      am: 'የኦሮሞ የምስጋና በዓል፤ የጨፌ ቢሮዎች ዝግ ናቸው።',
    },
    category: 1,
    location: 'Hora Finfinnee',
    repeat: 'yearly',
    allDay: true,
  },
  adwa: {
    om: 'Ayyaana Injifannoo Adwaa',
    en: 'Adwa Victory Day',
    am: 'የዓድዋ ድል በዓል',
    description: { om: 'Guyyaa boqonnaa.', en: 'Public holiday.', am: 'የሕዝብ በዓል።' },
    category: 1,
    location: null,
    repeat: 'yearly',
    allDay: true,
  },
  deadline: {
    om: 'Guyyaa dhumaa gabaasa ji’aa',
    en: 'Monthly report deadline',
    am: 'የወርሃዊ ሪፖርት ማቅረቢያ የመጨረሻ ቀን',
    description: {
      om: 'Gabaasni ji’aa guyyaa dhumaa ji’aa sa’aatii 11:00 dura galuu qaba.',
      en: 'Monthly reports are due by 17:00 on the last day of each month.',
      am: 'ወርሃዊ ሪፖርቶች በወሩ የመጨረሻ ቀን እስከ 11:00 ሰዓት መቅረብ አለባቸው።',
    },
    category: 2,
    location: null,
    repeat: 'monthly',
    allDay: false,
  },
  training: {
    om: 'Leenjii dandeettii dijitaalaa miseensota Caffeef',
    en: 'Digital skills training for council members',
    am: 'ለጨፌ አባላት የዲጂታል ክህሎት ስልጠና',
    description: {
      om: 'Leenjii guyyaa lamaa sirna galmee haaraa irratti.',
      en: 'A two-day training on the new records system.',
      am: 'በአዲሱ የመዝገብ ሥርዓት ላይ የሁለት ቀን ስልጠና።',
    },
    category: 3,
    location: 'Adaamaa',
    repeat: 'none',
    allDay: false,
  },
};
