/**
 * Why the server refused a field, as a code with its English text. A 422 answer carries the
 * text in `errors` (the seed's shape) and the code with its values in `details`, so a client
 * shows the reason in the reader's language. `{{name}}` marks a value from `params`.
 */
export const FIELD_ERRORS = {
  // Checks of the schemas themselves.
  required: 'Required',
  invalid: 'Invalid value',
  // A body field the route does not take: refused, never silently dropped.
  unknownField: 'Unknown field: not accepted here',
  tooShort: 'Use at least {{min}} characters',
  tooLong: 'Use at most {{max}} characters',
  tooSmall: 'Must be at least {{min}}',
  tooBig: 'Must be at most {{max}}',
  tooFew: 'Give at least {{min}}',
  tooMany: 'Give at most {{max}}',
  email: 'Enter a valid email address',
  phone: 'Enter a valid phone number',
  url: 'Enter a web address (https://...)',
  dateTime: 'Give a date and time (ISO 8601)',
  dateRange: 'Give a date from {{min}} to {{max}}',
  // `{{field}}` is another field of the record: a client shows its label.
  dateNotBefore: 'Must be on or after {{field}}',
  dateAfter: 'Must be after {{field}}',
  // A date typed in parts (day, month, year: the web app's Ethiopian-calendar entry).
  dateIncomplete: 'Fill in the day, the month and the year',
  noSuchDay: '{{month}} {{year}} has {{days}} days',
  enterPassword: 'Enter your password',
  oneLanguage: 'Fill in at least one language',
  writeComment: 'Write a comment',
  searchTerm: 'Type something to search for',
  placeCodeFormat: 'Use letters, digits, - . _ /',
  lawNumberFormat: 'Use letters, digits, / . -',
  permissionFormat: 'A permission is resource:action',
  complaintStartsSubmitted: 'A complaint starts as submitted; its status changes by review',
  // References to other records.
  noSuchRecord: 'No such record',
  noSuchKebele: 'No such kebele',
  noSuchWoreda: 'No such woreda',
  noSuchZone: 'No such zone',
  noSuchRegion: 'No such region',
  noSuchRole: 'No such role',
  noSuchInstitute: 'No such institute',
  noSuchCategory: 'No such category',
  noSuchSurvey: 'No such survey',
  noSuchGroup: 'No such group',
  groupsForMembers: 'Only council members sit in groups',
  noSuchUser: 'No such user: {{id}}',
  unknownPermission: 'Unknown permission: {{name}}',
  listedTwice: 'Listed more than once',
  codeTaken: 'This code is already used',
  codeTakenInRegion: 'This code is already used in this region',
  codeTakenInZone: 'This code is already used in this zone',
  codeTakenInWoreda: 'This code is already used in this woreda',
  valueTaken: 'Another record already has this value',
  // Accounts.
  instituteRequired: 'Choose the institute of this user',
  emailTaken: 'An account with this email already exists',
  phoneTaken: 'An account with this phone number already exists',
  emailOrPhone: 'Give an email address or a phone number',
  wrongCurrentPassword: 'This is not your current password',
  passwordCommon: 'This password is too common; choose another',
  passwordPersonal: 'Do not use your email or name as your password',
  nameWebAddress: 'A name cannot contain a web address',
  // Files.
  filesInMedia: 'Files go in media[i][file]',
  unknownFileCategory: 'Unknown file category',
  fileCategoryRefused: 'Files of type {{category}} do not belong here',
  fileEmpty: 'The file is empty',
  fileTypeRefused: 'This type of file is not allowed',
  imageUnreadable: 'This image cannot be read',
  imageType: 'Choose a PNG, JPEG, WebP or GIF image',
  onePicture: 'Send one picture',
  pictureType: 'A profile picture has the type profile',
  oneMinutesFile: 'Send one file: the minutes',
  lawPdf: 'The file of a law must be a PDF',
  // Importing a spreadsheet (records/import/).
  importNoHeader: 'The first row must name the columns',
  importNoRows: 'The file has no rows to import',
  importTooManyRows: 'A file may have at most {{max}} rows',
  importUnknownColumn: 'Unknown column: match it to a field or ignore it',
  importColumnTwice: 'Column {{column}} gives this field already',
  importNotANumber: 'Give a whole number',
  importNotADate: 'Give a date as YYYY-MM-DD or day/month/year',
  importNotAChoice: 'Not one of the choices: {{values}}',
  importNoSuchName: 'Nothing of this name was found: {{name}}',
  importAmbiguousName: 'Several records are named {{name}}: give the id',
  importSameId: 'Row {{row}} changes this record too',
  importStopped: 'Checking stopped after {{max}} problems: correct these first',
  // Meetings, calendar and attendance.
  noSuchAgendaItem: 'No such agenda item in this meeting',
  allDayDates: 'An all-day event takes dates (YYYY-MM-DD)',
  repeatRequired: 'Choose how the event repeats',
  untilOrCount: 'Give either repeatUntil or repeatCount, not both',
  rangeReversed: 'Must be after from',
  rangeTooLong: 'At most {{days}} days at once',
  tooManyOccurrences: 'Too many occurrences in this range; choose a shorter one',
  meetingOrEvent: 'A register is for one meeting or one calendar event',
  registerExists: 'This meeting or event already has a register on this date',
  // Law search.
  searchEmpty: 'Type at least one word to search for',
  searchTooManyWords: 'Search for at most {{max}} words at once',
  searchOnlyExclusions: 'Say what to find, not only what to leave out',
  // Questions, surveys, answers.
  openEndedNoOptions: 'An open-ended question has no options',
  choiceNeedsOptions: 'A choice question needs at least two options',
  notAnOption: 'Not an option of this question',
  optionTwice: 'This option is listed twice',
  surveyAudience: "A survey's questions are for the survey's audience",
  audienceOrInstitute: 'Ask an audience or one institute, not both',
  chooseAudience: 'Choose who answers: an audience or one institute',
  notSurveyQuestion: 'Not a question of this survey',
  surveyFixed: 'A question stays in the survey it was made in',
  surveyQuestionDue: "A survey's questions are open while the survey is: no due date",
  everyQuestionOnce: 'List every question of this survey once',
  answeredTwice: 'This question is answered twice',
  answerEvery: 'Answer every question (missing: {{missing}})',
  // Publishing a survey.
  publishWithoutQuestions: 'Add at least one question before publishing the survey',
  publishClosed: 'This survey has closed: change its closing time to publish it',
  openEndedTakesText: 'An open-ended question takes text',
  writeAnswer: 'Write an answer',
  choiceTakesOptions: 'A choice question takes options, not text',
  chooseEachOnce: 'Choose each option once',
  chooseOne: 'Choose exactly one option',
  chooseAtLeastOne: 'Choose at least one option',
  // Complaints and groups.
  rejectReason: 'Give the reason for rejecting',
  resolveNote: 'Say how the complaint was resolved',
  chooseMember: 'Choose a council member',
  groupCycle: 'A group cannot be inside itself or one of its sub-groups',
  notMembers: 'Not council members: {{ids}}',
  // A meeting's register lists its invitees and the council's secretariat, nobody else.
  notInvited: '{{name}} is not invited to this meeting',
  // Notifications.
  notYourKind: 'You are never told of this kind of event',
  smsNeedsPhone: 'Add a phone number to your account to be told by SMS',
  phoneVerified: 'This number is already verified',
  wrongCode: 'This code is not right',
  newCodeNeeded: 'This code no longer works; ask for a new one',
} as const;

export type FieldErrorCode = keyof typeof FIELD_ERRORS;
export const FIELD_ERROR_CODES = Object.keys(FIELD_ERRORS) as FieldErrorCode[];
export type FieldErrorParams = Record<string, string | number>;

/** One refused field of a 422 answer, machine-readable (its schema: `FieldIssueSchema`). */
export interface FieldIssue {
  field: string;
  code: FieldErrorCode;
  params?: FieldErrorParams;
}

/** The English text of a code, its `{{values}}` filled in. */
export function fieldErrorText(code: FieldErrorCode, params: FieldErrorParams = {}): string {
  return FIELD_ERRORS[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}

/**
 * A refinement's message and params for a code with values (`.refine(ok, fieldErrorCheck(...))`):
 * the English text, and the code with its values, which `schemaIssueCode` reads back.
 */
export function fieldErrorCheck(code: FieldErrorCode, params?: FieldErrorParams) {
  return {
    message: fieldErrorText(code, params),
    params: params ? { fieldError: code, fieldErrorParams: params } : { fieldError: code },
  };
}

const CODE_OF_TEXT = new Map(
  Object.entries(FIELD_ERRORS).map(([code, text]) => [text as string, code as FieldErrorCode]),
);

/** What a schema check reports: zod's issue code, its message, and its other details. */
export interface SchemaIssue {
  code: string;
  message?: string;
  origin?: unknown;
  format?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  /** `invalid_union`: the issues of each alternative. */
  errors?: unknown;
  /** A refinement's own values: `fieldErrorCheck` puts the code and its values here. */
  params?: unknown;
}

const isFieldErrorCode = (code: unknown): code is FieldErrorCode =>
  typeof code === 'string' && Object.hasOwn(FIELD_ERRORS, code);

/** The code and values a refinement declared with `fieldErrorCheck`, if it did. */
function declaredCode(params: unknown) {
  if (typeof params !== 'object' || params === null) return undefined;
  const { fieldError, fieldErrorParams } = params as Record<string, unknown>;
  if (!isFieldErrorCode(fieldError)) return undefined;
  return typeof fieldErrorParams === 'object' && fieldErrorParams !== null
    ? { code: fieldError, params: fieldErrorParams as FieldErrorParams }
    : { code: fieldError };
}

/**
 * The code of a zod issue: the catalogue's own text (the contract's messages come from
 * FIELD_ERRORS), else one chosen from the kind of check and its bound.
 */
export function schemaIssueCode(issue: SchemaIssue): {
  code: FieldErrorCode;
  params?: FieldErrorParams;
} {
  const declared = issue.code === 'custom' ? declaredCode(issue.params) : undefined;
  if (declared) return declared;
  const known = issue.message ? CODE_OF_TEXT.get(issue.message) : undefined;
  if (known) return { code: known };
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  switch (issue.code) {
    case 'invalid_type':
      return { code: /received undefined$/.test(issue.message ?? '') ? 'required' : 'invalid' };
    case 'too_small':
      if (issue.origin === 'string') {
        return min <= 1 ? { code: 'required' } : { code: 'tooShort', params: { min } };
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { code: 'tooFew', params: { min } };
      }
      return Number.isFinite(min) ? { code: 'tooSmall', params: { min } } : { code: 'invalid' };
    case 'too_big':
      if (issue.origin === 'string') return { code: 'tooLong', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { code: 'tooMany', params: { max } };
      }
      return Number.isFinite(max) ? { code: 'tooBig', params: { max } } : { code: 'invalid' };
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'email' : 'invalid' };
    case 'unrecognized_keys':
      return { code: 'unknownField' };
    case 'invalid_union': {
      // Of alternatives (a text, or an object of languages), the one the value was meant
      // for fails on something other than its type: that is the reason to give.
      const branches = Array.isArray(issue.errors) ? (issue.errors as SchemaIssue[][]) : [];
      const meant = branches.flat().find((i) => i.code !== 'invalid_type');
      return meant ? schemaIssueCode(meant) : { code: 'invalid' };
    }
    default:
      return { code: 'invalid' };
  }
}
