import type { Audience, QuestionType } from '@caffee/contract';

/** One text in the three languages. */
export interface Texts {
  om: string;
  en: string;
  am: string;
}
const t = (om: string, en: string, am: string): Texts => ({ om, en, am });

export interface DemoQuestion {
  text: Texts;
  type: QuestionType;
  /** An audience, or the index of a demo institute (0 is the demo institute user's). */
  to: Audience | number;
  dueInDays: number | null;
  options: Texts[];
  /** The demo member's answer: option indexes, or written text. */
  memberAnswer?: number[] | string;
}

/** Questions for members, for institutes, for both and for the demo institutes. */
export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    text: t(
      'Baajata bara dhufuuf dursi misoomaa kamii ta’uu qaba?',
      'Which development priority should next year’s budget fund first?',
      'የሚቀጥለው ዓመት በጀት ቅድሚያ ሊሰጠው የሚገባው የልማት ዘርፍ የትኛው ነው?',
    ),
    type: 'single_choice',
    to: 'members',
    dueInDays: 14,
    options: [
      t('Karaa baadiyyaa', 'Rural roads', 'የገጠር መንገዶች'),
      t('Bishaan dhugaatii', 'Drinking water', 'የመጠጥ ውሃ'),
      t('Mana barumsaa', 'Schools', 'ትምህርት ቤቶች'),
      t('Buufata fayyaa', 'Health posts', 'ጤና ኬላዎች'),
    ],
    memberAnswer: [1],
  },
  {
    text: t(
      'Koreewwan dhaabbii kamiif tajaajiluu barbaaddu?',
      'Which standing committees would you like to serve on?',
      'በየትኞቹ ቋሚ ኮሚቴዎች ማገልገል ይፈልጋሉ?',
    ),
    type: 'multiple_choice',
    to: 'members',
    dueInDays: 7,
    options: [
      t('Baajataa fi faayinaansii', 'Budget and finance', 'በጀትና ፋይናንስ'),
      t('Dhimmoota hawaasummaa', 'Social affairs', 'ማኅበራዊ ጉዳዮች'),
      t('Dhimmoota seeraa', 'Legal affairs', 'የሕግ ጉዳዮች'),
      t('Qonnaa fi misooma baadiyyaa', 'Agriculture and rural development', 'ግብርናና ገጠር ልማት'),
    ],
  },
  {
    text: t(
      'Walgahiin idilee itti aanu eessatti haa geggeeffamu?',
      'Where should the next regular session be held?',
      'ቀጣዩ መደበኛ ጉባኤ የት ይካሄድ?',
    ),
    type: 'single_choice',
    to: 'members',
    dueInDays: -3,
    options: [
      t('Finfinnee', 'Finfinne', 'ፊንፊኔ'),
      t('Adaamaa', 'Adama', 'አዳማ'),
      t('Jimmaa', 'Jimma', 'ጅማ'),
    ],
    memberAnswer: [1],
  },
  {
    text: t(
      'Tajaajila keessan keessaa kamtu karaa interneetiin argama?',
      'Which of your services can citizens use online?',
      'ከአገልግሎቶቻችሁ ውስጥ ዜጎች በኦንላይን የሚጠቀሙባቸው የትኞቹ ናቸው?',
    ),
    type: 'multiple_choice',
    to: 'institutes',
    dueInDays: 21,
    options: [
      t('Unka iyyannoo', 'Application forms', 'የማመልከቻ ቅጾች'),
      t('Kaffaltii', 'Payments', 'ክፍያዎች'),
      t('Beellama qabachuu', 'Appointment booking', 'ቀጠሮ ማስያዝ'),
      t('Komii fudhachuu', 'Complaint handling', 'ቅሬታ መቀበል'),
    ],
  },
  {
    text: t(
      'Raabsa xaa’oo waqtii kanaa irratti gabaasa gabaabaa nuuf dhiyeessaa.',
      'Give a short report on this season’s fertiliser distribution.',
      'በዚህ ወቅት የማዳበሪያ ስርጭት ላይ አጭር ሪፖርት ያቅርቡ።',
    ),
    type: 'open_ended',
    to: 0,
    dueInDays: 10,
    options: [],
  },
  {
    text: t(
      'Buufanni fayyaa keessan hundi qoricha bu’uuraa qabuu?',
      'Do all your health centres have the essential medicines in stock?',
      'ሁሉም ጤና ጣቢያዎቻችሁ መሠረታዊ መድኃኒቶች አሏቸው?',
    ),
    type: 'single_choice',
    to: 1,
    dueInDays: 5,
    options: [
      t('Eeyyee, hundi', 'Yes, all', 'አዎ፣ ሁሉም'),
      t('Hanga tokko', 'Some', 'በከፊል'),
      t('Lakki', 'No', 'የለም'),
    ],
  },
  {
    text: t(
      'Caffeen hawaasa waliin walqunnamtii isaa akkamitti fooyyessuu qaba?',
      'How should the council improve its communication with citizens?',
      'ምክር ቤቱ ከዜጎች ጋር ያለውን ግንኙነት እንዴት ማሻሻል አለበት?',
    ),
    type: 'open_ended',
    to: 'both',
    dueInDays: null,
    options: [],
    memberAnswer:
      'Walgahii ummataa ji’a ji’aan ganda hundatti haa geggeessu; murtoowwan raadiyoon haa beeksisan.',
  },
];

/** A survey for members with one question of each type. */
export const DEMO_SURVEY = {
  category: t('Tajaajila ummataa', 'Public services', 'የሕዝብ አገልግሎቶች'),
  title: t(
    'Qulqullina tajaajila ummataa 2026',
    'Quality of public services 2026',
    'የሕዝብ አገልግሎት ጥራት 2026',
  ),
  description: t(
    'Miseensonni yaada filattoota isaanii irraa argatan nuuf haa qoodan.',
    'Members, please share what your constituents tell you about public services.',
    'አባላት ከመራጮቻቸው ስለ ሕዝብ አገልግሎቶች የሰሙትን እንዲያካፍሉ እንጠይቃለን።',
  ),
  questions: [
    {
      text: t(
        'Tajaajila naannoo filannoo keessanii irratti hammam quuftu?',
        'How satisfied are you with the services in your constituency?',
        'በምርጫ ክልልዎ ባሉ አገልግሎቶች ምን ያህል ረክተዋል?',
      ),
      type: 'single_choice',
      options: [
        t('Baay’ee quufeera', 'Very satisfied', 'በጣም ረክቻለሁ'),
        t('Quufeera', 'Satisfied', 'ረክቻለሁ'),
        t('Hin quufne', 'Not satisfied', 'አልረካሁም'),
      ],
    },
    {
      text: t(
        'Tajaajila kamtu fooyya’iinsa guddaa barbaada?',
        'Which services need the most improvement?',
        'ከፍተኛ መሻሻል የሚያስፈልጋቸው አገልግሎቶች የትኞቹ ናቸው?',
      ),
      type: 'multiple_choice',
      options: [
        t('Bishaan', 'Water', 'ውሃ'),
        t('Ibsa', 'Electricity', 'መብራት'),
        t('Karaa', 'Roads', 'መንገድ'),
        t('Fayyaa', 'Health', 'ጤና'),
      ],
    },
    {
      text: t(
        'Jijjiiramni tokko ummata isin bakka buutan caalaatti gargaaru maali?',
        'What one change would most help the people you represent?',
        'የሚወክሉትን ሕዝብ በይበልጥ የሚጠቅመው አንድ ለውጥ ምንድን ነው?',
      ),
      type: 'open_ended',
      options: [],
    },
  ] satisfies Omit<DemoQuestion, 'to' | 'dueInDays'>[],
};
