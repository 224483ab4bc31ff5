/** Texts in the three languages; a body is a list of paragraphs. */
export interface Texts<T = string> {
  om: T;
  en: T;
  am: T;
}

export interface DemoLaw {
  number: string;
  category: 'land' | 'finance' | 'administration' | 'social';
  enactedAt: string;
  effectiveAt: string;
  title: Texts;
  body: Texts<string[]>;
}

const PREAMBLE: Texts = {
  om: 'Caffeen Oromiyaa aangoo Heera Mootummaa Naannoo Oromiyaa keewwata 49(3)(a) jalatti kennameefiin labsii kana labseera.',
  en: 'The Caffee of Oromia, by the power vested in it under Article 49(3)(a) of the Constitution of the Oromia Regional State, hereby proclaims as follows.',
  am: 'ጨፌ ኦሮሚያ በክልሉ ሕገ መንግሥት አንቀጽ 49(3)(ሀ) በተሰጠው ሥልጣን መሠረት ይህን አዋጅ አውጥቷል።',
};

/** Six proclamations of the council, each with a few paragraphs in every language. */
export const DEMO_LAWS: DemoLaw[] = [
  {
    number: '245/2021',
    category: 'land',
    enactedAt: '2021-07-08',
    effectiveAt: '2021-08-01',
    title: {
      om: "Labsii Fooyya'iinsa Bulchiinsaa fi Itti Fayyadama Lafa Baadiyyaa Oromiyaa",
      en: 'Oromia Rural Land Administration and Use Amendment Proclamation',
      am: 'የኦሮሚያ የገጠር መሬት አስተዳደርና አጠቃቀም ማሻሻያ አዋጅ',
    },
    body: {
      om: [
        'Heerri Mootummaa Naannoo Oromiyaa qonnaan bultoonni, horsiisee bultoonni fi qonnaan bultoonni walakkaa horsiisee bultoonni lafa baadiyyaa irratti mirga itti fayyadamaa kaffaltii malee argachuu akka qaban ni mirkaneessa.',
        "Labsiin kun abbaa qabiyyee lafa baadiyyaa hundi waraqaa ragaa qabiyyeetiin akka galmaa'u, daangaan lafaa safaramee kaartaa irratti akka mul'atu fi odeeffannoon qabiyyee sirna galmee lafaa ammayyaa'aa keessa akka kaa'amu ajaja. Waraqaan ragaa maqaa abbaa warraa fi haadha warraa lamaan irratti qophaa'a.",
        "Lafa baadiyyaa waggaa kudhan (10) hin caalleef kiraa'uun ni danda'ama; garuu qabiyyeen lafaa gurguramuu, qabsiifamuu ykn jijjiirraan dabarfamuu hin danda'u. Waldhabdeen qabiyyee lafaa jalqaba jaarsolii biyyaatiin, itti aansee mana murtii aanaatiin ilaalama.",
      ],
      en: [
        'The Constitution of the Oromia Regional State guarantees farmers, pastoralists and semi-pastoralists the right to obtain rural land for their use free of charge.',
        'This Proclamation requires every holder of rural land to be registered with a certificate of holding, the boundaries of each plot to be measured and shown on a cadastral map, and the holding information to be kept in a modern land registration system. The certificate is issued in the names of both the husband and the wife.',
        'Rural land may be rented out for a period not exceeding ten (10) years; a holding may not, however, be sold, mortgaged or transferred by exchange. Disputes over a holding are first heard by the elders and thereafter by the woreda court.',
      ],
      am: [
        'የኦሮሚያ ብሔራዊ ክልላዊ መንግሥት ሕገ መንግሥት አርሶ አደሮች፣ አርብቶ አደሮችና ከፊል አርብቶ አደሮች የገጠር መሬትን ያለክፍያ የመጠቀም መብት እንዳላቸው ያረጋግጣል።',
        'ይህ አዋጅ እያንዳንዱ የገጠር መሬት ባለይዞታ በይዞታ ማረጋገጫ ደብተር እንዲመዘገብ፣ የእያንዳንዱ ማሳ ወሰን ተለክቶ በካርታ ላይ እንዲታይ እና የይዞታ መረጃው በዘመናዊ የመሬት ምዝገባ ሥርዓት እንዲያዝ ያዛል። የማረጋገጫ ደብተሩ በባልና በሚስት ስም በጋራ ይዘጋጃል።',
        'የገጠር መሬትን ከአሥር (10) ዓመት ላልበለጠ ጊዜ ማከራየት ይቻላል፤ ሆኖም ይዞታን መሸጥ፣ ማስያዝ ወይም በልውውጥ ማስተላለፍ አይቻልም። የመሬት ይዞታ ክርክሮች በመጀመሪያ በአገር ሽማግሌዎች፣ ከዚያም በወረዳ ፍርድ ቤት ይታያሉ።',
      ],
    },
  },
  {
    number: '251/2022',
    category: 'finance',
    enactedAt: '2022-06-30',
    effectiveAt: '2022-07-08',
    title: {
      om: 'Labsii Bulchiinsa Gibiraa Mootummaa Naannoo Oromiyaa',
      en: 'Oromia Regional State Tax Administration Proclamation',
      am: 'የኦሮሚያ ብሔራዊ ክልላዊ መንግሥት የታክስ አስተዳደር አዋጅ',
    },
    body: {
      om: [
        'Labsiin kun sirna walfakkaataa gibirri naannichaa ittiin bulchamu, mirgaa fi dirqama kaffaltoota gibiraa, akkasumas aangoo Biiroo Galiiwwan Oromiyaa ni murteessa. Kaffalaan gibiraa kamiyyuu lakkoofsa eenyummaa kaffalaa gibiraa (TIN) argachuu qaba.',
        "Kaffalaan gibiraa ibsa gibiraa yeroo labsii kanaan murtaa'e keessatti dhiyeessuu fi gibira irra jiru kaffaluu qaba. Ibsi yeroon hin dhiyaanne ykn gibirri yeroon hin kaffalamne adabbii bulchiinsaa fi dhala ni qabaata.",
        "Kaffalaan gibiraa murtee gibiraa irratti komii qabu guyyaa soddoma (30) keessatti koree dhaddacha komii gibiraatiif iyyata dhiyeessuu ni danda'a. Biiroon Galiiwwan odeeffannoo kaffalaa gibiraa hundaa iccitiidhaan eeguu qaba.",
      ],
      en: [
        'This Proclamation establishes a uniform system for administering the taxes of the region, sets out the rights and obligations of taxpayers, and defines the powers of the Oromia Revenue Bureau. Every taxpayer shall obtain a taxpayer identification number (TIN).',
        'A taxpayer shall file a tax declaration and pay the tax due within the period fixed by this Proclamation. A declaration not filed on time, or tax not paid on time, attracts an administrative penalty and interest.',
        'A taxpayer who objects to a tax assessment may lodge an appeal with the tax appeal commission within thirty (30) days. The Revenue Bureau shall keep the information of every taxpayer confidential.',
      ],
      am: [
        'ይህ አዋጅ የክልሉን ታክሶች የሚያስተዳድር ወጥ ሥርዓት ይዘረጋል፣ የግብር ከፋዮችን መብትና ግዴታ ይደነግጋል፣ የኦሮሚያ ገቢዎች ቢሮን ሥልጣንም ይወስናል። ማንኛውም ግብር ከፋይ የግብር ከፋይ መለያ ቁጥር (TIN) ማውጣት አለበት።',
        'ግብር ከፋዩ በዚህ አዋጅ በተወሰነው ጊዜ ውስጥ የግብር ማስታወቂያ ማቅረብና የሚፈለግበትን ታክስ መክፈል አለበት። በወቅቱ ያልቀረበ ማስታወቂያ ወይም በወቅቱ ያልተከፈለ ታክስ አስተዳደራዊ ቅጣትና ወለድ ያስከትላል።',
        'በግብር ውሳኔ ላይ ቅሬታ ያለው ግብር ከፋይ በሠላሳ (30) ቀናት ውስጥ ለግብር ይግባኝ ኮሚሽን ይግባኝ ማቅረብ ይችላል። የገቢዎች ቢሮ የእያንዳንዱን ግብር ከፋይ መረጃ በሚስጥር መያዝ አለበት።',
      ],
    },
  },
  {
    number: '238/2021',
    category: 'land',
    enactedAt: '2021-02-18',
    effectiveAt: '2021-02-18',
    title: {
      om: 'Labsii Hundeeffama Abbaa Taayitaa Eegumsa Naannoo Oromiyaa',
      en: 'Oromia Environmental Protection Authority Establishment Proclamation',
      am: 'የኦሮሚያ የአካባቢ ጥበቃ ባለሥልጣን ማቋቋሚያ አዋጅ',
    },
    body: {
      om: [
        "Abbaan Taayitaa Eegumsa Naannoo Oromiyaa qaama mootummaa of danda'ee fi seeraan dhaabbate ta'ee labsii kanaan hundeeffameera. Abbaan taayitaa kun Pireezidantii Mootummaa Naannoo Oromiyaatiif itti gaafatamaa ta'a.",
        'Abbaan taayitaa pirojektoonni misoomaa hundi hojii isaanii osoo hin jalqabin madaallii dhiibbaa naannoo akka raawwatan ni hordofa. Faaliinsa bishaanii, qilleensaa fi biyyee ittisuuf qajeelfamoota ni baasa.',
        'Bosona uumamaa, lafa jiidhaa fi laggeen Naannoo Oromiyaa eeguuf hawaasa waliin ni hojjeta. Namni ykn dhaabbanni seera kana cabse adabbii maallaqaatiin adabama; naannoo miidhes bakkatti deebisuuf ni dirqama.',
      ],
      en: [
        'The Oromia Environmental Protection Authority is hereby established as an autonomous government body having its own legal personality. The Authority is accountable to the President of the Oromia Regional State.',
        'The Authority ensures that every development project carries out an environmental impact assessment before it begins its work. It issues directives to prevent the pollution of water, air and soil.',
        'The Authority works with communities to protect the natural forests, wetlands and rivers of the Oromia Region. A person or organisation that breaks this law is liable to a fine and must restore the environment it damaged.',
      ],
      am: [
        'የኦሮሚያ የአካባቢ ጥበቃ ባለሥልጣን የራሱ ሕጋዊ ሰውነት ያለው ራሱን የቻለ የመንግሥት አካል ሆኖ በዚህ አዋጅ ተቋቁሟል። ባለሥልጣኑ ተጠሪነቱ ለኦሮሚያ ብሔራዊ ክልላዊ መንግሥት ፕሬዚዳንት ይሆናል።',
        'ባለሥልጣኑ ማንኛውም የልማት ፕሮጀክት ሥራውን ከመጀመሩ በፊት የአካባቢ ተጽዕኖ ግምገማ እንዲያካሂድ ያረጋግጣል። የውሃ፣ የአየርና የአፈር ብክለትን ለመከላከል መመሪያዎችን ያወጣል።',
        'ባለሥልጣኑ የኦሮሚያ ክልል የተፈጥሮ ደኖችን፣ ረግረጋማ ቦታዎችንና ወንዞችን ለመጠበቅ ከማኅበረሰቡ ጋር ይሠራል። ይህን ሕግ የጣሰ ሰው ወይም ድርጅት በገንዘብ ይቀጣል፤ የጎዳውንም አካባቢ መልሶ የማደስ ግዴታ አለበት።',
      ],
    },
  },
  {
    number: '262/2023',
    category: 'land',
    enactedAt: '2023-03-09',
    effectiveAt: '2023-04-01',
    title: {
      om: 'Labsii Bulchiinsa Qabeenya Bishaanii fi Misooma Jallisii Oromiyaa',
      en: 'Oromia Water Resources Administration and Irrigation Development Proclamation',
      am: 'የኦሮሚያ የውሃ ሀብት አስተዳደርና የመስኖ ልማት አዋጅ',
    },
    body: {
      om: [
        "Qabeenyi bishaanii Naannoo Oromiyaa qabeenya uummataa ti; itti fayyadamni isaa haqa qabeessaa fi itti fufiinsa kan qabu ta'uu qaba. Bishaan dhugaatii namaa fi beeyladaa itti fayyadama kamiyyuu caalaa dursa argata.",
        'Namni ykn gareen bishaan lagaa, haroo ykn bishaan lafa jalaa jallisiif fayyadamuu barbaadu hayyama itti fayyadama bishaanii Biiroo Bishaanii fi Anniisaa irraa argachuu qaba. Waldaaleen itti fayyadamtoota jallisii suphaa fi kunuunsa boonoo ni raawwatu.',
        "Bishaan faalessuun, burqaa bishaanii balleessuun fi hayyama malee boolla bishaanii qotuun dhorkaa dha. Biiroon qabeenya bishaanii tokkoon tokkoon galmeessee kuusa odeeffannoo naannichaa keessa kaa'a.",
      ],
      en: [
        'The water resources of the Oromia Region belong to the people; their use shall be fair and sustainable. Drinking water for people and livestock takes priority over every other use.',
        "A person or group wishing to use river, lake or ground water for irrigation shall obtain a water use permit from the Bureau of Water and Energy. Irrigation water users' associations carry out the repair and upkeep of canals.",
        'Polluting water, destroying springs and drilling wells without a permit are prohibited. The Bureau registers each water resource and keeps it in the regional information database.',
      ],
      am: [
        'የኦሮሚያ ክልል የውሃ ሀብት የሕዝብ ሀብት ነው፤ አጠቃቀሙም ፍትሐዊና ዘላቂ መሆን አለበት። ለሰውና ለእንስሳት የመጠጥ ውሃ ከማንኛውም ሌላ አጠቃቀም ቅድሚያ ያገኛል።',
        'የወንዝ፣ የሐይቅ ወይም የከርሰ ምድር ውሃን ለመስኖ መጠቀም የሚፈልግ ሰው ወይም ቡድን ከውሃና ኢነርጂ ቢሮ የውሃ አጠቃቀም ፈቃድ ማግኘት አለበት። የመስኖ ውሃ ተጠቃሚዎች ማኅበራት የቦዮችን ጥገናና እንክብካቤ ያከናውናሉ።',
        'ውሃን መበከል፣ ምንጮችን ማጥፋት እና ያለፈቃድ የውሃ ጉድጓድ መቆፈር የተከለከለ ነው። ቢሮው እያንዳንዱን የውሃ ሀብት መዝግቦ በክልሉ የመረጃ ቋት ውስጥ ያስቀምጣል።',
      ],
    },
  },
  {
    number: '270/2024',
    category: 'administration',
    enactedAt: '2024-01-25',
    effectiveAt: '2024-01-25',
    title: {
      om: 'Labsii Sirna Hojii fi Naamusa Miseensota Caffee Oromiyaa',
      en: "Caffee of Oromia Working Procedure and Members' Code of Conduct Proclamation",
      am: 'የጨፌ ኦሮሚያ የአሠራር ሥነ ሥርዓትና የአባላት ሥነ ምግባር አዋጅ',
    },
    body: {
      om: [
        "Caffeen Oromiyaa qaama aangoo olaanaa Mootummaa Naannoo Oromiyaa ti. Labsiin kun akkaataa yaa'iin Caffee itti waamamu, ajandaan itti qophaa'u fi murtiin itti dabarfamu ni murteessa. Yaa'iin idilee Caffee waggaatti yoo xiqqaate si'a lama taa'ama.",
        "Yaa'iin seera qabeessa kan ta'u miseensota Caffee walakkaa ol yoo argaman qofa. Murtiin sagalee caalmaa miseensota argamaniin darba; Heera fooyyessuuf garuu sagalee harka lama keessaa harka sadii barbaachisa.",
        "Miseensi Caffee kamiyyuu uummata isa filate amanamummaan tajaajiluu, walitti bu'iinsa dantaa dhuunfaa fi dantaa uummataa gidduu jiru beeksisuu fi qabeenya isaa galmeessisuu qaba. Koreen naamusaa komii miseensota irratti dhiyaatu ni qorata.",
      ],
      en: [
        'The Caffee of Oromia is the highest organ of authority of the Oromia Regional State. This Proclamation determines how sessions of the Caffee are called, how the agenda is prepared and how decisions are passed. The Caffee holds its regular session at least twice a year.',
        'A session is lawful only when more than half of the members of the Caffee are present. Decisions pass by a majority vote of the members present; an amendment to the Constitution, however, requires a two-thirds vote.',
        'Every member of the Caffee shall serve the people who elected them with integrity, declare any conflict between private and public interest, and register their assets. The ethics committee investigates complaints brought against members.',
      ],
      am: [
        'ጨፌ ኦሮሚያ የኦሮሚያ ብሔራዊ ክልላዊ መንግሥት ከፍተኛው የሥልጣን አካል ነው። ይህ አዋጅ የጨፌው ጉባኤ እንዴት እንደሚጠራ፣ አጀንዳው እንዴት እንደሚዘጋጅ እና ውሳኔዎች እንዴት እንደሚተላለፉ ይወስናል። ጨፌው መደበኛ ጉባኤውን በዓመት ቢያንስ ሁለት ጊዜ ያካሂዳል።',
        'ጉባኤው ሕጋዊ የሚሆነው ከጨፌው አባላት ከግማሽ በላይ ሲገኙ ብቻ ነው። ውሳኔዎች በተገኙት አባላት አብላጫ ድምፅ ይተላለፋሉ፤ ሕገ መንግሥቱን ለማሻሻል ግን የሁለት ሦስተኛ ድምፅ ያስፈልጋል።',
        'ማንኛውም የጨፌ አባል የመረጠውን ሕዝብ በታማኝነት ማገልገል፣ በግል ጥቅምና በሕዝብ ጥቅም መካከል ያለን ግጭት ማሳወቅ እና ሀብቱን ማስመዝገብ አለበት። የሥነ ምግባር ኮሚቴው በአባላት ላይ የሚቀርቡ ቅሬታዎችን ይመረምራል።',
      ],
    },
  },
  {
    number: '233/2020',
    category: 'social',
    enactedAt: '2020-11-05',
    effectiveAt: '2021-01-01',
    title: {
      om: 'Labsii Inshuraansii Fayyaa Hawaasaa Oromiyaa',
      en: 'Oromia Community-Based Health Insurance Proclamation',
      am: 'የኦሮሚያ የማኅበረሰብ አቀፍ የጤና መድን አዋጅ',
    },
    body: {
      om: [
        'Labsiin kun maatiin baadiyyaa fi magaalaa hojii idilee hin qabne tajaajila fayyaa baasii xiqqaadhaan akka argatan inshuraansii fayyaa hawaasaa hundeessa. Miseensummaan sadarkaa maatiitti raawwatama.',
        "Maatiin miseensa ta'e kaffaltii waggaa gandaan murtaa'e kaffaluudhaan buufata fayyaa fi hospitaala mootummaa keessatti tajaajila yaalaa kaffaltii dabalataa malee argata. Maatiin hiyyeessa ta'an kaffaltii irraa bilisa ta'uu danda'u; kaffaltii isaanii mootummaatu kaffala.",
        "Fandiin inshuraansii fayyaa hawaasaa aanaa tokkoon tokkoon keessatti ni hundaa'a; herregni isaa waggaatti si'a tokko odiitama. Bulchiinsi gandaa miseensota haaraa galmeessa, odeeffannoos ni kenna.",
      ],
      en: [
        'This Proclamation establishes community-based health insurance so that rural and urban households without regular employment can obtain health services at low cost. Membership is by household.',
        'A member household that pays the annual contribution fixed by its kebele receives treatment at public health centres and hospitals without further payment. Poor households may be exempted from the contribution, which the government pays for them.',
        'A community health insurance fund is established in every woreda, and its accounts are audited once a year. The kebele administration registers new members and informs them of their rights.',
      ],
      am: [
        'ይህ አዋጅ መደበኛ ሥራ የሌላቸው የገጠርና የከተማ ቤተሰቦች የጤና አገልግሎትን በአነስተኛ ወጪ እንዲያገኙ የማኅበረሰብ አቀፍ የጤና መድን ያቋቁማል። አባልነት በቤተሰብ ደረጃ ይፈጸማል።',
        'አባል የሆነ ቤተሰብ በቀበሌው የተወሰነውን ዓመታዊ መዋጮ በመክፈል በመንግሥት ጤና ጣቢያዎችና ሆስፒታሎች ያለተጨማሪ ክፍያ ሕክምና ያገኛል። ድሃ የሆኑ ቤተሰቦች ከመዋጮ ነፃ ሊሆኑ ይችላሉ፤ መዋጮአቸውን መንግሥት ይከፍላል።',
        'በእያንዳንዱ ወረዳ የማኅበረሰብ ጤና መድን ፈንድ ይቋቋማል፤ ሂሳቡም በዓመት አንድ ጊዜ ይመረመራል። የቀበሌ አስተዳደር አዲስ አባላትን ይመዘግባል፣ መብታቸውንም ያሳውቃል።',
      ],
    },
  },
];

/** A law's body: the council's enacting clause, then its paragraphs. */
export function lawBody(law: DemoLaw): Texts {
  const join = (l: keyof Texts) => [PREAMBLE[l], ...law.body[l]].join('\n\n');
  return { om: join('om'), en: join('en'), am: join('am') };
}
