import type { ComplaintStatus } from '@caffee/contract';
import type { Texts } from './demo-texts.js';

const t = (om: string, en: string, am: string): Texts => ({ om, en, am });

/** Forum categories of the demo data set. */
export const FORUM_CATEGORIES = {
  development: t('Misooma', 'Development', 'ልማት'),
  governance: t('Bulchiinsa gaarii', 'Good governance', 'መልካም አስተዳደር'),
};

export interface DemoForum {
  title: Texts;
  body: Texts;
  category: keyof typeof FORUM_CATEGORIES;
  by: 'member' | 'admin';
  locked: boolean;
  comments: { by: 'member' | 'admin'; body: string }[];
}

/** Topics by the demo member and the administrator, one locked. */
export const DEMO_FORUMS: DemoForum[] = [
  {
    title: t('Karaa Ganda Burqaa', 'The road to Burqa kebele', 'ወደ ቡርቃ ቀበሌ የሚወስደው መንገድ'),
    body: t(
      'Karaan gandichaa roobaan miidhameera; yeroo gannaa geejjibni ni dhaabbata. Maal gochuu dandeenya?',
      'The kebele road was damaged by the rains; transport stops in the rainy season. What can we do?',
      'የቀበሌው መንገድ በዝናብ ተጎድቷል፤ በክረምት ትራንስፖርት ይቋረጣል። ምን ማድረግ እንችላለን?',
    ),
    category: 'development',
    by: 'member',
    locked: false,
    comments: [
      {
        by: 'admin',
        body: 'Biiroon Karaa gabaasa kana argateera; qorannoon torban dhufu jalqaba.',
      },
      { by: 'member', body: 'Galatoomaa. Hawaasni deebii eeggachaa jira.' },
    ],
  },
  {
    title: t('Yaada baajata 2027', 'Ideas for the 2027 budget', 'ለ2027 በጀት ሃሳቦች'),
    body: t(
      'Miseensonni yaada baajataa isaanii asitti haa barreessan.',
      'Members, please write your budget proposals here.',
      'አባላት የበጀት ሃሳባቸውን እዚህ ይጻፉ።',
    ),
    category: 'governance',
    by: 'admin',
    locked: false,
    comments: [{ by: 'member', body: 'Bishaan dhugaatii baadiyyaatiif dursi haa kennamu.' }],
  },
  {
    title: t('Qophii walgahii bara 2025', 'Preparing the 2025 session', 'የ2025 ጉባኤ ዝግጅት'),
    body: t(
      'Marii qophii walgahii darbee; amma cufameera.',
      'Discussion of the past session’s preparations; now closed.',
      'ያለፈው ጉባኤ ዝግጅት ውይይት፤ አሁን ተዘግቷል።',
    ),
    category: 'governance',
    by: 'admin',
    locked: true,
    comments: [{ by: 'member', body: 'Ajandaan dursee nuuf haa ergamu.' }],
  },
];

/** Complaint categories of the demo data set. */
export const COMPLAIN_CATEGORIES = {
  delay: t('Tajaajila tursiisuu', 'Service delay', 'የአገልግሎት መዘግየት'),
  misconduct: t('Naamusa hojii', 'Misconduct', 'የሥነ ምግባር ጉድለት'),
  infrastructure: t('Bu’uuraalee misoomaa', 'Infrastructure', 'መሠረተ ልማት'),
};

export interface DemoComplaint {
  subject: string;
  description: string;
  category: keyof typeof COMPLAIN_CATEGORIES;
  institute: number;
  complainant: { name: string; phone: string | null };
  /** The workflow steps it went through, with their notes. */
  steps: { to: ComplaintStatus; reason?: string }[];
}

/** Complaints the demo member filed, one in each status. */
export const DEMO_COMPLAINTS: DemoComplaint[] = [
  {
    subject: 'Xaa’oon yeroon hin geenye',
    description: 'Qonnaan bultoonni Ganda Burqaa xaa’oo waqtii facaasaa osoo hin argatin hafan.',
    category: 'delay',
    institute: 0,
    complainant: { name: 'Tolasaa Gurmuu', phone: '+251 911 456789' },
    steps: [],
  },
  {
    subject: 'Kaffaltii seeraan alaa gaafatame',
    description: 'Hojjetaan tokko sanyii filatamaa kennuuf kaffaltii seeraan alaa gaafate.',
    category: 'misconduct',
    institute: 0,
    complainant: { name: 'Dinqee Fayyeeraa', phone: null },
    steps: [{ to: 'in_review', reason: 'Gabaasni aanaa irraa gaafatameera.' }],
  },
  {
    subject: 'Buufanni fayyaa qoricha hin qabu',
    description: 'Buufata fayyaa Ganda Walisoo keessatti qorichi busaa torban sadiif hin jiru.',
    category: 'infrastructure',
    institute: 1,
    complainant: { name: 'Magartuu Olaanaa', phone: '+251 922 113344' },
    steps: [
      { to: 'in_review' },
      { to: 'resolved', reason: 'Qorichi ergameera; buufanni amma tajaajila kennaa jira.' },
    ],
  },
  {
    subject: 'Waldhabdee daangaa lafa qonnaa',
    description: 'Waldhabdee daangaa lafa qonnaa ollaa koo waliin qabu akka furamu gaafadha.',
    category: 'delay',
    institute: 0,
    complainant: { name: 'Gammachuu Bayisaa', phone: '+251 913 778899' },
    steps: [
      {
        to: 'rejected',
        reason: 'Dhimmi kun mana murtii aanaatiif dhiyaachuu qaba; aangoo biiroo kanaa ala.',
      },
    ],
  },
];
