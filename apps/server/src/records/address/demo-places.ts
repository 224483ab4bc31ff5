/** Names in Afaan Oromoo, English and Amharic. */
export type Names = readonly [om: string, en: string, am: string];

export interface DemoPlace {
  code: string;
  names: Names;
  /** Key of the level's category (see PLACE_CATEGORIES). */
  category: string;
  children?: DemoPlace[];
}

/** The categories of each level, by key. */
export const PLACE_CATEGORIES: Record<string, Record<string, Names>> = {
  'region-categories': {
    state: ['Naannoo', 'Regional state', 'ክልል'],
    city: ['Bulchiinsa Magaalaa Chaartaraa', 'Chartered city', 'ቻርተርድ ከተማ'],
  },
  'zone-categories': {
    zone: ['Godina', 'Zone', 'ዞን'],
    city: ['Bulchiinsa Magaalaa', 'City administration', 'ከተማ አስተዳደር'],
    subcity: ['Kutaa Magaalaa', 'Sub-city', 'ክፍለ ከተማ'],
  },
  'woreda-categories': {
    rural: ['Aanaa', 'Rural woreda', 'የገጠር ወረዳ'],
    town: ['Bulchiinsa Magaalaa', 'Town administration', 'የከተማ አስተዳደር'],
    urban: ['Aanaa Magaalaa', 'Urban woreda', 'የከተማ ወረዳ'],
  },
  'kebele-categories': {
    rural: ['Ganda Baadiyyaa', 'Rural kebele', 'የገጠር ቀበሌ'],
    urban: ['Ganda Magaalaa', 'Urban kebele', 'የከተማ ቀበሌ'],
  },
};

const rural = (code: string, names: Names): DemoPlace => ({ code, names, category: 'rural' });
const town = (code: string, names: Names): DemoPlace => ({ code, names, category: 'town' });
const zone = (code: string, names: Names, woredas: DemoPlace[] = []): DemoPlace => ({
  code,
  names,
  category: 'zone',
  children: woredas,
});
/** Numbered urban woredas of a sub-city (Finfinnee's are numbered, not named). */
const numbered = (count: number): DemoPlace[] =>
  Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return { code: n, names: [`Aanaa ${n}`, `Woreda ${n}`, `ወረዳ ${n}`], category: 'urban' };
  });

/** The zones of Oromia, with sample woredas in several of them. */
const OROMIA_ZONES: DemoPlace[] = [
  zone(
    '01',
    ['Arsii', 'Arsi', 'አርሲ'],
    [
      town('01', ['Magaalaa Asallaa', 'Asella Town', 'አሰላ ከተማ']),
      rural('02', ['Tiyyoo', 'Tiyo', 'ጢዮ']),
      rural('03', ['Hexosaa', 'Hetosa', 'ሄጦሳ']),
    ],
  ),
  zone(
    '02',
    ['Baalee', 'Bale', 'ባሌ'],
    [
      town('01', ['Magaalaa Roobee', 'Robe Town', 'ሮቤ ከተማ']),
      rural('02', ['Sinaanaa', 'Sinana', 'ሲናና']),
      rural('03', ['Goobaa', 'Goba', 'ጎባ']),
    ],
  ),
  zone('03', ['Booranaa', 'Borana', 'ቦረና']),
  zone(
    '04',
    ['Harargee Bahaa', 'East Hararghe', 'ምሥራቅ ሐረርጌ'],
    [
      rural('01', ['Haramaayaa', 'Haramaya', 'ሐረማያ']),
      rural('02', ['Kombolchaa', 'Kombolcha', 'ኮምቦልቻ']),
      rural('03', ['Baabbilee', 'Babile', 'ባቢሌ']),
    ],
  ),
  zone('05', ['Harargee Lixaa', 'West Hararghe', 'ምዕራብ ሐረርጌ']),
  zone(
    '06',
    ['Shawaa Bahaa', 'East Shewa', 'ምሥራቅ ሸዋ'],
    [
      town('01', ['Magaalaa Adaamaa', 'Adama City', 'አዳማ ከተማ']),
      town('02', ['Magaalaa Bishooftuu', 'Bishoftu City', 'ቢሾፍቱ ከተማ']),
      rural('03', ["Ada'aa", "Ada'a", 'አደአ']),
      rural('04', ['Lumee', 'Lume', 'ሉሜ']),
      rural('05', ['Boosat', 'Boset', 'ቦሰት']),
    ],
  ),
  zone(
    '07',
    ['Shawaa Lixaa', 'West Shewa', 'ምዕራብ ሸዋ'],
    [
      town('01', ['Magaalaa Amboo', 'Ambo Town', 'አምቦ ከተማ']),
      rural('02', ['Amboo', 'Ambo', 'አምቦ']),
      rural('03', ['Tokkee Kuttaayee', 'Toke Kutaye', 'ቶኬ ኩታዬ']),
      rural('04', ['Dandii', 'Dendi', 'ደንዲ']),
    ],
  ),
  zone('08', ['Shawaa Kaabaa', 'North Shewa', 'ሰሜን ሸዋ']),
  zone(
    '09',
    ['Shawaa Kibba Lixaa', 'South West Shewa', 'ደቡብ ምዕራብ ሸዋ'],
    [
      town('01', ['Magaalaa Walisoo', 'Woliso Town', 'ወሊሶ ከተማ']),
      rural('02', ['Walisoo', 'Woliso', 'ወሊሶ']),
    ],
  ),
  zone('10', ['Horoo Guduruu Wallaggaa', 'Horo Guduru Welega', 'ሆሮ ጉዱሩ ወለጋ']),
  zone(
    '11',
    ['Wallagga Bahaa', 'East Welega', 'ምሥራቅ ወለጋ'],
    [
      town('01', ['Magaalaa Naqamtee', 'Nekemte City', 'ነቀምቴ ከተማ']),
      rural('02', ['Guutoo Giddaa', 'Guto Gida', 'ጉቶ ጊዳ']),
    ],
  ),
  zone('12', ['Wallagga Lixaa', 'West Welega', 'ምዕራብ ወለጋ']),
  zone('13', ['Qellem Wallaggaa', 'Kelem Welega', 'ቄለም ወለጋ']),
  zone('14', ['Iluu Abbaa Booraa', 'Illubabor', 'ኢሉባቦር']),
  zone('15', ['Bunnoo Beddellee', 'Buno Bedele', 'ቡኖ በደሌ']),
  zone(
    '16',
    ['Jimmaa', 'Jimma', 'ጅማ'],
    [
      town('01', ['Magaalaa Jimmaa', 'Jimma City', 'ጅማ ከተማ']),
      rural('02', ['Mana', 'Mana', 'ማና']),
      rural('03', ['Seqqaa Caqorsaa', 'Seka Chekorsa', 'ሰቃ ጨቆርሳ']),
      rural('04', ['Dedoo', 'Dedo', 'ደዶ']),
    ],
  ),
  zone('17', ['Gujii', 'Guji', 'ጉጂ']),
  zone('18', ['Gujii Lixaa', 'West Guji', 'ምዕራብ ጉጂ']),
  zone(
    '19',
    ['Arsii Lixaa', 'West Arsi', 'ምዕራብ አርሲ'],
    [
      town('01', ['Magaalaa Shashamannee', 'Shashemene City', 'ሻሸመኔ ከተማ']),
      rural('02', ['Shaallaa', 'Shala', 'ሻላ']),
    ],
  ),
  zone('20', ['Baalee Bahaa', 'East Bale', 'ምሥራቅ ባሌ']),
  {
    code: '21',
    names: ['Magaalaa Sheger', 'Sheger City', 'ሸገር ከተማ'],
    category: 'city',
    children: [
      { code: '01', names: ['Kutaa Magaalaa Burraayyuu', 'Burayu', 'ቡራዩ'], category: 'urban' },
      { code: '02', names: ['Kutaa Magaalaa Laga Xaafoo', 'Legetafo', 'ለገጣፎ'], category: 'urban' },
      { code: '03', names: ['Kutaa Magaalaa Sabbataa', 'Sebeta', 'ሰበታ'], category: 'urban' },
    ],
  },
];

/** Finfinnee's sub-cities, where the regional bureaus have their offices. */
const FINFINNEE_SUBCITIES: DemoPlace[] = [
  { code: '01', names: ['Bolee', 'Bole', 'ቦሌ'], category: 'subcity', children: numbered(2) },
  { code: '02', names: ['Araadaa', 'Arada', 'አራዳ'], category: 'subcity', children: numbered(2) },
  { code: '03', names: ['Qirqos', 'Kirkos', 'ቂርቆስ'], category: 'subcity', children: numbered(2) },
];

const state = (code: string, names: Names, zones: DemoPlace[] = []): DemoPlace => ({
  code,
  names,
  category: 'state',
  children: zones,
});

/** The regions of Ethiopia and its two chartered cities. */
export const DEMO_REGIONS: DemoPlace[] = [
  state('OR', ['Oromiyaa', 'Oromia', 'ኦሮሚያ'], OROMIA_ZONES),
  state('AM', ['Amaaraa', 'Amhara', 'አማራ']),
  state('TG', ['Tigraay', 'Tigray', 'ትግራይ']),
  state('AF', ['Affaar', 'Afar', 'አፋር']),
  state('SO', ['Somaalee', 'Somali', 'ሶማሌ']),
  state('BG', ['Beenishaangul-Gumuz', 'Benishangul-Gumuz', 'ቤኒሻንጉል ጉሙዝ']),
  state('GA', ['Gaambeellaa', 'Gambela', 'ጋምቤላ']),
  state('HA', ['Hararii', 'Harari', 'ሐረሪ']),
  state('SI', ['Sidaamaa', 'Sidama', 'ሲዳማ']),
  state('SW', [
    'Ummattoota Kibba Lixa Itoophiyaa',
    "South West Ethiopia Peoples'",
    'ደቡብ ምዕራብ ኢትዮጵያ ሕዝቦች',
  ]),
  state('SE', ['Kibba Itoophiyaa', 'South Ethiopia', 'ደቡብ ኢትዮጵያ']),
  state('CE', ['Giddugala Itoophiyaa', 'Central Ethiopia', 'ማዕከላዊ ኢትዮጵያ']),
  {
    code: 'AA',
    names: ['Finfinnee', 'Addis Ababa', 'አዲስ አበባ'],
    category: 'city',
    children: FINFINNEE_SUBCITIES,
  },
  { code: 'DD', names: ['Dirree Dhawaa', 'Dire Dawa', 'ድሬዳዋ'], category: 'city' },
];

/** Kebeles of a sample woreda: numbered, as most are ("Ganda 01"). */
export function demoKebeles(woreda: DemoPlace): DemoPlace[] {
  const count = woreda.category === 'rural' ? 3 : 2;
  const category = woreda.category === 'rural' ? 'rural' : 'urban';
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return { code: n, names: [`Ganda ${n}`, `Kebele ${n}`, `ቀበሌ ${n}`], category };
  });
}
