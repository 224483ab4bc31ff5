import type { Names } from './demo-places.js';

export interface DemoGroup {
  key: string;
  names: Names;
  description: Names;
  category: 'standing' | 'sub' | 'working';
  children?: DemoGroup[];
}

export const GROUP_CATEGORIES: Record<DemoGroup['category'], Names> = {
  standing: ['Koree Dhaabbataa', 'Standing committee', 'ቋሚ ኮሚቴ'],
  sub: ['Koree Xiqqaa', 'Sub-committee', 'ንዑስ ኮሚቴ'],
  working: ['Garee Hojii', 'Working group', 'የሥራ ቡድን'],
};

export const INSTITUTE_CATEGORIES: Record<'bureau' | 'commission', Names> = {
  bureau: ['Biiroo Mootummaa Naannoo', 'Regional bureau', 'የክልል ቢሮ'],
  commission: ['Komishinii', 'Commission', 'ኮሚሽን'],
};

/** The council's standing committees and their sub-committees. */
export const DEMO_GROUPS: DemoGroup[] = [
  {
    key: 'economy',
    names: [
      'Koree Dhaabbataa Dhimmoota Dinagdee',
      'Economic Affairs Standing Committee',
      'የኢኮኖሚ ጉዳዮች ቋሚ ኮሚቴ',
    ],
    description: [
      'Hojii biiroolee dinagdee, qonnaa fi maallaqaa ni hordofa.',
      'Oversees the economic, agricultural and finance bureaus.',
      'የኢኮኖሚ፣ የግብርና እና የፋይናንስ ቢሮዎችን ሥራ ይከታተላል።',
    ],
    category: 'standing',
    children: [
      {
        key: 'agriculture',
        names: [
          'Koree Xiqqaa Qonnaa fi Misooma Baadiyyaa',
          'Agriculture and Rural Development Sub-committee',
          'የግብርና እና ገጠር ልማት ንዑስ ኮሚቴ',
        ],
        description: [
          'Karoora fi raawwii Biiroo Qonnaa ni gamaaggama.',
          "Reviews the Agriculture Bureau's plans and results.",
          'የግብርና ቢሮን ዕቅድና አፈጻጸም ይገመግማል።',
        ],
        category: 'sub',
      },
      {
        key: 'finance',
        names: [
          'Koree Xiqqaa Maallaqaa fi Baajataa',
          'Finance and Budget Sub-committee',
          'የፋይናንስ እና በጀት ንዑስ ኮሚቴ',
        ],
        description: [
          'Baajata naannoo fi itti fayyadama isaa ni qorata.',
          'Examines the regional budget and how it is spent.',
          'የክልሉን በጀትና አጠቃቀሙን ይመረምራል።',
        ],
        category: 'sub',
        children: [
          {
            key: 'audit',
            names: ['Garee Hojii Odiitii', 'Audit Working Group', 'የኦዲት የሥራ ቡድን'],
            description: [
              'Gabaasa odiitii Waajjira Odiitii Muummee ni hordofa.',
              "Follows up the Auditor General's reports.",
              'የዋና ኦዲተርን ሪፖርቶች ይከታተላል።',
            ],
            category: 'working',
          },
        ],
      },
    ],
  },
  {
    key: 'social',
    names: [
      'Koree Dhaabbataa Dhimmoota Hawaasummaa',
      'Social Affairs Standing Committee',
      'የማኅበራዊ ጉዳዮች ቋሚ ኮሚቴ',
    ],
    description: [
      'Tajaajila fayyaa fi barnootaa ni hordofa.',
      'Oversees health and education services.',
      'የጤናና የትምህርት አገልግሎቶችን ይከታተላል።',
    ],
    category: 'standing',
    children: [
      {
        key: 'health',
        names: ['Koree Xiqqaa Fayyaa', 'Health Sub-committee', 'የጤና ንዑስ ኮሚቴ'],
        description: [
          'Tajaajila fayyaa hawaasaa ni gamaaggama.',
          'Reviews public health services.',
          'የሕዝብ ጤና አገልግሎቶችን ይገመግማል።',
        ],
        category: 'sub',
      },
      {
        key: 'education',
        names: ['Koree Xiqqaa Barnootaa', 'Education Sub-committee', 'የትምህርት ንዑስ ኮሚቴ'],
        description: [
          'Qulqullina barnootaa fi mana barumsaa ni hordofa.',
          'Follows the quality of education and schools.',
          'የትምህርትና የትምህርት ቤቶችን ጥራት ይከታተላል።',
        ],
        category: 'sub',
      },
    ],
  },
  {
    key: 'legal',
    names: [
      'Koree Dhaabbataa Dhimmoota Seeraa fi Bulchiinsaa',
      'Legal and Administrative Affairs Standing Committee',
      'የሕግና አስተዳደር ጉዳዮች ቋሚ ኮሚቴ',
    ],
    description: [
      'Wixinee labsii qorata; bulchiinsa gaarii ni hordofa.',
      'Examines draft proclamations and follows good governance.',
      'ረቂቅ አዋጆችን ይመረምራል፤ መልካም አስተዳደርን ይከታተላል።',
    ],
    category: 'standing',
  },
  {
    key: 'women',
    names: [
      "Koree Dhaabbataa Dhimmoota Dubartootaa, Daa'immanii fi Dargaggootaa",
      'Women, Children and Youth Affairs Standing Committee',
      'የሴቶች፣ ሕፃናትና ወጣቶች ጉዳዮች ቋሚ ኮሚቴ',
    ],
    description: [
      "Mirgaa fi hirmaannaa dubartootaa, daa'immanii fi dargaggootaa ni hordofa.",
      'Follows the rights and participation of women, children and youth.',
      'የሴቶችን፣ የሕፃናትንና የወጣቶችን መብትና ተሳትፎ ይከታተላል።',
    ],
    category: 'standing',
  },
];
