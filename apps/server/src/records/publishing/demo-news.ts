import type { NewsStatus, PublicationKind } from '@caffee/contract';
import type { Texts } from './demo-laws.js';

export interface DemoNews {
  category: 'council' | 'development' | 'notice';
  status: NewsStatus;
  /** Days from the seeding day: negative for the past, positive schedules the news. */
  publishedInDays: number | null;
  title: Texts;
  summary: Texts;
  body: Texts;
}

/** Eight news items: six out (one scheduled for next week) and two drafts. */
export const DEMO_NEWS: DemoNews[] = [
  {
    category: 'council',
    status: 'published',
    publishedInDays: -40,
    title: {
      om: "Yaa'iin Idilee 6ffaa Caffee Oromiyaa Finfinneetti Jalqabe",
      en: 'The Caffee of Oromia opens its 6th regular session in Finfinne',
      am: 'የጨፌ ኦሮሚያ 6ኛ መደበኛ ጉባኤ በፊንፊኔ ተከፈተ',
    },
    summary: {
      om: "Miseensonni Caffee gabaasa raawwii hojii ji'oota jahaa fi labsiiwwan haaraa sadii irratti mari'atu.",
      en: 'Members will discuss the six-month performance report and three new draft proclamations.',
      am: 'አባላቱ በስድስት ወር የሥራ አፈጻጸም ሪፖርትና በሦስት አዳዲስ ረቂቅ አዋጆች ላይ ይወያያሉ።',
    },
    body: {
      om: "Yaa'iin idilee jahaffaa Caffee Oromiyaa har'a Galma Caffeetti jalqabe. Afyaa'iin Caffee yaa'icha banuun, miseensonni dhimmoota uummataa qorachuu fi murtoo ifaa dabarsuu irratti akka xiyyeeffatan waamicha dhiyeesse.\n\nYaa'icha guyyoota afuriif turu irratti labsii bulchiinsa bishaanii, labsii gibiraa fi baajata dabalataa irratti mari'atamee murtiin ni kennama.",
      en: 'The sixth regular session of the Caffee of Oromia opened today in the Caffee Hall. Opening the session, the Speaker called on members to focus on scrutinising public matters and passing clear decisions.\n\nDuring the four-day session members will debate and decide on the water administration proclamation, the tax proclamation and a supplementary budget.',
      am: 'የጨፌ ኦሮሚያ ስድስተኛ መደበኛ ጉባኤ ዛሬ በጨፌው አዳራሽ ተከፈተ። የጨፌው አፈ ጉባኤ ጉባኤውን ሲከፍቱ አባላቱ የሕዝብ ጉዳዮችን በመመርመርና ግልጽ ውሳኔዎችን በማሳለፍ ላይ እንዲያተኩሩ ጥሪ አቅርበዋል።\n\nለአራት ቀናት በሚቆየው ጉባኤ በውሃ አስተዳደር አዋጅ፣ በታክስ አዋጅና በተጨማሪ በጀት ላይ ተወያይቶ ውሳኔ ያሳልፋል።',
    },
  },
  {
    category: 'council',
    status: 'published',
    publishedInDays: -36,
    title: {
      om: 'Caffeen Baajata Bara Bajataa Haaraa Mirkaneesse',
      en: "The Caffee approves the region's budget for the new fiscal year",
      am: 'ጨፌው የአዲሱን በጀት ዓመት የክልሉን በጀት አጸደቀ',
    },
    summary: {
      om: 'Baajata kana keessaa harki caalu misooma baadiyyaa, barnootaa fi fayyaaf ramadameera.',
      en: 'Most of the budget goes to rural development, education and health.',
      am: 'ከበጀቱ አብዛኛው ለገጠር ልማት፣ ለትምህርትና ለጤና ተመድቧል።',
    },
    body: {
      om: "Caffeen Oromiyaa baajata bara bajataa haaraa sagalee caalmaan mirkaneesse. Baajanni kun aanaalee hundaaf ramaddii haqa qabeessa akka ta'u, ummata lakkoofsaa fi sadarkaa misoomaa irratti hundaa'uun qoodameera.\n\nKoreen Dhimma Maallaqaa hordoffii itti fayyadama baajataa kurmaana kurmaanaan akka gabaasu murtaa'eera.",
      en: 'The Caffee of Oromia approved the budget for the new fiscal year by a majority vote. The budget is shared fairly among all woredas, based on population and level of development.\n\nThe Finance Affairs Committee was directed to report on how the budget is used every quarter.',
      am: 'ጨፌ ኦሮሚያ የአዲሱን በጀት ዓመት በጀት በአብላጫ ድምፅ አጸደቀ። በጀቱ በሕዝብ ብዛትና በልማት ደረጃ ላይ ተመሥርቶ ለሁሉም ወረዳዎች በፍትሐዊነት ተከፋፍሏል።\n\nየፋይናንስ ጉዳዮች ኮሚቴ የበጀት አጠቃቀምን በየሩብ ዓመቱ እንዲያቀርብ ተወስኗል።',
    },
  },
  {
    category: 'development',
    status: 'published',
    publishedInDays: -21,
    title: {
      om: 'Qonnaan Bultoota Kumaatamaaf Waraqaan Ragaa Qabiyyee Lafaa Kenname',
      en: 'Thousands of farmers receive second-level land certificates',
      am: 'በሺዎች ለሚቆጠሩ አርሶ አደሮች የሁለተኛ ደረጃ የመሬት ይዞታ ማረጋገጫ ደብተር ተሰጠ',
    },
    summary: {
      om: "Waraqaan ragaa kun kaartaa lafaa kan of keessaa qabu yoo ta'u, maqaa abbaa fi haadha warraa lamaaniin kenname.",
      en: 'The certificates carry a map of each plot and are issued in the names of both spouses.',
      am: 'ደብተሩ የእያንዳንዱን ማሳ ካርታ የያዘ ሲሆን በባልና በሚስት ስም በጋራ ተሰጥቷል።',
    },
    body: {
      om: "Labsii Lakk. 245/2021 hojiirra oolchuuf, aanaalee Shawaa Lixaa fi Arsii keessatti qonnaan bultoota kumaatamaaf waraqaan ragaa qabiyyee lafaa sadarkaa lammaffaa kenname. Qonnaan bultoonni waraqaan kun waldhabdee daangaa akka hir'isu dubbataniiru.",
      en: 'In implementation of Proclamation No. 245/2021, thousands of farmers in West Shewa and Arsi received second-level land holding certificates. Farmers said the certificates will reduce boundary disputes.',
      am: 'አዋጅ ቁጥር 245/2021ን ለማስፈጸም በምዕራብ ሸዋና በአርሲ ወረዳዎች በሺዎች ለሚቆጠሩ አርሶ አደሮች የሁለተኛ ደረጃ የመሬት ይዞታ ማረጋገጫ ደብተር ተሰጠ። አርሶ አደሮቹ ደብተሩ የወሰን ግጭትን እንደሚቀንስ ተናግረዋል።',
    },
  },
  {
    category: 'development',
    status: 'published',
    publishedInDays: -12,
    title: {
      om: 'Miseensonni Caffee Sagantaa Dhaabbii Biqiltuu Ashaaraa Magariisaa Irratti Hirmaatan',
      en: 'Caffee members join the Green Legacy tree-planting campaign',
      am: 'የጨፌው አባላት በአረንጓዴ አሻራ የችግኝ ተከላ መርሐ ግብር ተሳተፉ',
    },
    summary: {
      om: 'Miseensonni biqiltuu kuma kudhan ol naannoo Sulultaatti dhaaban.',
      en: 'Members planted more than ten thousand seedlings around Sululta.',
      am: 'አባላቱ በሱሉልታ አካባቢ ከአሥር ሺህ በላይ ችግኞችን ተከሉ።',
    },
    body: {
      om: 'Miseensonni Caffee Oromiyaa fi hojjettoonni waajjiraa sagantaa Ashaaraa Magariisaa irratti hirmaachuun biqiltuu kuma kudhan ol dhaaban. Biqiltuuwwan kunneen gaara bosonni irraa badetti deebisanii magariisessuuf gargaaru.',
      en: 'Members of the Caffee of Oromia and office staff took part in the Green Legacy programme and planted more than ten thousand seedlings. The seedlings will help restore a hillside that had lost its forest.',
      am: 'የጨፌ ኦሮሚያ አባላትና የጽሕፈት ቤቱ ሠራተኞች በአረንጓዴ አሻራ መርሐ ግብር ተሳትፈው ከአሥር ሺህ በላይ ችግኞችን ተከሉ። ችግኞቹ ደኑ የጠፋበትን ተራራ መልሶ ለማልማት ይረዳሉ።',
    },
  },
  {
    category: 'notice',
    status: 'published',
    publishedInDays: -5,
    title: {
      om: 'Beeksisa: Marii Uummataa Wixinee Labsii Daldalaa Irratti',
      en: 'Notice: public hearing on the draft trade licensing proclamation',
      am: 'ማስታወቂያ፡ በንግድ ፈቃድ ረቂቅ አዋጅ ላይ ሕዝባዊ ውይይት',
    },
    summary: {
      om: "Marichi Galma Caffeetti sa'aatii 3:00 irraa eegalee geggeeffama; namni kamiyyuu hirmaachuu ni danda'a.",
      en: 'The hearing is held in the Caffee Hall from 9:00; anyone may attend.',
      am: 'ውይይቱ ከጠዋቱ 3:00 ጀምሮ በጨፌው አዳራሽ ይካሄዳል፤ ማንኛውም ሰው መሳተፍ ይችላል።',
    },
    body: {
      om: "Koreen Dhimma Daldalaa fi Industirii wixinee labsii hayyama daldalaa irratti yaada uummataa funaanuuf marii uummataa qopheesseera. Dhaabbileen, daldaltoonni fi lammiileen yaada barreeffamaan dhiyeessuus ni danda'u.",
      en: 'The Trade and Industry Affairs Committee has organised a public hearing to collect views on the draft trade licensing proclamation. Organisations, traders and citizens may also submit written comments.',
      am: 'የንግድና ኢንዱስትሪ ጉዳዮች ኮሚቴ በንግድ ፈቃድ ረቂቅ አዋጅ ላይ የሕዝብ አስተያየት ለመሰብሰብ ሕዝባዊ ውይይት አዘጋጅቷል። ድርጅቶች፣ ነጋዴዎችና ዜጎች አስተያየታቸውን በጽሑፍም ማቅረብ ይችላሉ።',
    },
  },
  {
    category: 'notice',
    status: 'published',
    publishedInDays: 7,
    title: {
      om: "Beeksisa: Yaa'iin Idilee 7ffaa Caffee Oromiyaa Ni Jalqaba",
      en: 'Notice: the 7th regular session of the Caffee of Oromia will open',
      am: 'ማስታወቂያ፡ የጨፌ ኦሮሚያ 7ኛ መደበኛ ጉባኤ ይከፈታል',
    },
    summary: {
      om: "Miseensonni Caffee guyyaa yaa'ichaa dura galmaa'uu qabu.",
      en: 'Members must register before the first day of the session.',
      am: 'አባላት ከጉባኤው የመጀመሪያ ቀን በፊት መመዝገብ አለባቸው።',
    },
    body: {
      om: "Yaa'iin idilee torbaffaa Caffee Oromiyaa torban dhufu Galma Caffeetti ni jalqaba. Ajandaan yaa'ichaa fi sanadoonni marii miseensotaaf ergameera.",
      en: 'The seventh regular session of the Caffee of Oromia opens next week in the Caffee Hall. The agenda and the documents for debate have been sent to members.',
      am: 'የጨፌ ኦሮሚያ ሰባተኛ መደበኛ ጉባኤ በሚቀጥለው ሳምንት በጨፌው አዳራሽ ይከፈታል። የጉባኤው አጀንዳና የውይይት ሰነዶች ለአባላት ተልከዋል።',
    },
  },
  {
    category: 'council',
    status: 'draft',
    publishedInDays: null,
    title: {
      om: 'Gabaasa Koree Dhimma Hawaasummaa: Inshuraansii Fayyaa Hawaasaa',
      en: 'Social Affairs Committee report: community health insurance',
      am: 'የማኅበራዊ ጉዳዮች ኮሚቴ ሪፖርት፡ የማኅበረሰብ አቀፍ የጤና መድን',
    },
    summary: {
      om: 'Koreen hojiirra oolmaa Labsii Lakk. 233/2020 aanaalee kudhan keessatti hordofe.',
      en: 'The committee followed up the implementation of Proclamation No. 233/2020 in ten woredas.',
      am: 'ኮሚቴው የአዋጅ ቁጥር 233/2020ን አፈጻጸም በአሥር ወረዳዎች ተከታትሏል።',
    },
    body: {
      om: "Wixinee: koreen maatiiwwan miseensa ta'an baay'inaan dabalaniis, buufataaleen fayyaa qorichaan hir'ina akka qaban argeera.",
      en: 'Draft: the committee found that member households have grown in number, but health centres are short of medicines.',
      am: 'ረቂቅ፡ ኮሚቴው አባል ቤተሰቦች በቁጥር ቢጨምሩም ጤና ጣቢያዎች የመድኃኒት እጥረት እንዳለባቸው አግኝቷል።',
    },
  },
  {
    category: 'development',
    status: 'draft',
    publishedInDays: null,
    title: {
      om: "Pirojektiin Jallisii Laga Awaash Hojii Jalqabuuf Qophaa'e",
      en: 'Awash river irrigation project ready to begin',
      am: 'የአዋሽ ወንዝ የመስኖ ፕሮጀክት ሥራ ለመጀመር ተዘጋጀ',
    },
    summary: {
      om: 'Pirojektichi hektaara kuma shan jallisuuf karoorfame.',
      en: 'The project is planned to irrigate five thousand hectares.',
      am: 'ፕሮጀክቱ አምስት ሺህ ሄክታር ለማልማት ታቅዷል።',
    },
    body: {
      om: "Wixinee: hayyamni itti fayyadama bishaanii Labsii Lakk. 262/2023 jalatti kennameera; waldaan itti fayyadamtoota jallisii ni hundaa'a.",
      en: "Draft: the water use permit has been issued under Proclamation No. 262/2023; an irrigation water users' association will be formed.",
      am: 'ረቂቅ፡ የውሃ አጠቃቀም ፈቃዱ በአዋጅ ቁጥር 262/2023 መሠረት ተሰጥቷል፤ የመስኖ ውሃ ተጠቃሚዎች ማኅበር ይቋቋማል።',
    },
  },
];

export interface DemoPublication {
  kind: PublicationKind;
  publishedAt: string;
  file: string;
  title: Texts;
  description: Texts;
}

/** Four publications of the council's secretariat, each with a PDF. */
export const DEMO_PUBLICATIONS: DemoPublication[] = [
  {
    kind: 'report',
    publishedAt: '2024-08-15',
    file: 'annual-report-2023-24.pdf',
    title: {
      om: 'Gabaasa Raawwii Hojii Waggaa Caffee Oromiyaa 2023/24',
      en: 'Caffee of Oromia Annual Performance Report 2023/24',
      am: 'የጨፌ ኦሮሚያ የ2023/24 ዓመታዊ የሥራ አፈጻጸም ሪፖርት',
    },
    description: {
      om: 'Labsiiwwan bara kana darban, hordoffii qaamolee raawwachiiftuu fi komiiwwan uummataa ilaalaman.',
      en: 'The proclamations passed this year, oversight of executive bodies, and the public complaints handled.',
      am: 'በዓመቱ የወጡ አዋጆች፣ የአስፈጻሚ አካላት ክትትልና የተስተናገዱ የሕዝብ ቅሬታዎች።',
    },
  },
  {
    kind: 'gazette',
    publishedAt: '2024-02-01',
    file: 'megeleta-oromia-33-4.pdf',
    title: {
      om: 'Magalata Oromiyaa, Bara 33ffaa, Lakk. 4',
      en: 'Megeleta Oromia, Year 33, No. 4',
      am: 'ሜገለታ ኦሮሚያ፣ 33ኛ ዓመት፣ ቁጥር 4',
    },
    description: {
      om: 'Labsii Lakk. 270/2024 Sirna Hojii fi Naamusa Miseensota Caffee Oromiyaa of keessaa qaba.',
      en: "Contains Proclamation No. 270/2024 on the Caffee's working procedure and members' code of conduct.",
      am: 'የጨፌ ኦሮሚያ የአሠራር ሥነ ሥርዓትና የአባላት ሥነ ምግባር አዋጅ ቁጥር 270/2024ን ይዟል።',
    },
  },
  {
    kind: 'bulletin',
    publishedAt: '2024-04-10',
    file: 'caffee-bulletin-q3.pdf',
    title: {
      om: 'Xalayaa Oduu Caffee, Kurmaana Sadaffaa',
      en: 'Caffee Bulletin, Third Quarter',
      am: 'የጨፌ መጽሔት፣ ሦስተኛ ሩብ ዓመት',
    },
    description: {
      om: "Oduu yaa'ii koreewwanii, daawwannaa miseensotaa fi marii uummataa.",
      en: "News of committee meetings, members' field visits and public hearings.",
      am: 'የኮሚቴ ስብሰባዎች፣ የአባላት የመስክ ጉብኝቶችና ሕዝባዊ ውይይቶች ዜና።',
    },
  },
  {
    kind: 'other',
    publishedAt: '2023-11-20',
    file: 'citizens-guide-complaints.pdf',
    title: {
      om: 'Qajeelfama Lammiilee: Akkaataa Komii Itti Dhiyeessan',
      en: "Citizens' guide: how to file a complaint",
      am: 'የዜጎች መመሪያ፡ ቅሬታ እንዴት እንደሚቀርብ',
    },
    description: {
      om: 'Komii tajaajila mootummaa irratti qabdan miseensa Caffee keessaniin akkamitti akka dhiyeessitan.',
      en: 'How to bring a complaint about a public service through your member of the Caffee.',
      am: 'በመንግሥት አገልግሎት ላይ ያለዎትን ቅሬታ በጨፌ አባልዎ በኩል እንዴት እንደሚያቀርቡ።',
    },
  },
];
