import { IMAGE_TYPES, MAX_FILE_SIZE, PDF_TYPE, enactedLaws } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { pictureFileProblemKey } from '../../pages/account/picture-card';
import { fileProblem, fileRuleValues, formatMegabytes } from './file-checks';

const MB = 1024 * 1024;
const file = (name: string, size: number, type: string) => ({ name, size, type });
const minutes = file('minutes.pdf', 21 * MB, PDF_TYPE);

describe('a chosen file checked before it is sent', () => {
  it('refuses a file over the server’s limit at once, naming its size and the limit', () => {
    expect(fileProblem(minutes, i18n.getFixedT('en'), 'en')).toBe(
      'minutes.pdf is 21 MB: a file may be at most 20 MB.',
    );
    expect(fileProblem(minutes, i18n.getFixedT('om'), 'om')).toBe(
      "minutes.pdf MB 21 dha: faayilli tokko yoo baay'ate MB 20.",
    );
    expect(fileProblem(minutes, i18n.getFixedT('am'), 'am')).toBe(
      'minutes.pdf 21 ሜባ ነው፤ አንድ ፋይል ቢበዛ 20 ሜባ ሊሆን ይችላል።',
    );
  });

  it('takes a file of exactly the limit, and refuses one byte more', () => {
    const en = i18n.getFixedT('en');
    expect(fileProblem(file('a.pdf', MAX_FILE_SIZE, PDF_TYPE), en, 'en')).toBeNull();
    expect(fileProblem(file('a.pdf', MAX_FILE_SIZE + 1, PDF_TYPE), en, 'en')).toMatch(
      /at most 20 MB/,
    );
  });

  it('refuses an empty file and a type the field does not take, naming the types it takes', () => {
    const en = i18n.getFixedT('en');
    expect(fileProblem(file('empty.txt', 0, 'text/plain'), en, 'en')).toBe(
      'empty.txt is empty: choose a file with content.',
    );
    expect(fileProblem(file('tool.exe', 10, 'application/x-msdownload'), en, 'en')).toBe(
      'tool.exe: files of this type are not accepted. Accepted: PNG, JPEG, WebP, GIF, PDF, Word, Excel, PowerPoint, ODT, ODS, TXT, CSV.',
    );
    // A law takes PDF only (its declaration): a Word file is refused, in Amharic too.
    const word = file('law.docx', 10, 'application/msword');
    expect(fileProblem(word, i18n.getFixedT('am'), 'am', enactedLaws.fileTypes)).toBe(
      'law.docx፦ የዚህ ዓይነት ፋይል አይቀበልም። የሚቀበሉት፦ PDF።',
    );
    // A file the browser gives no type is left to the server, which reads its content.
    expect(fileProblem(file('notes', 10, ''), en, 'en')).toBeNull();
  });

  it('says what a field takes in each language', () => {
    expect(i18n.getFixedT('en')('crud.fileRule', fileRuleValues([PDF_TYPE], 'en'))).toBe(
      'Accepted: PDF; at most 20 MB a file.',
    );
    expect(fileRuleValues(IMAGE_TYPES, 'am')).toEqual({
      types: 'PNG፣ JPEG፣ WebP፣ GIF',
      limit: '20 ሜባ',
    });
    expect(formatMegabytes(1.25 * MB, 'om')).toBe('MB 1.3');
  });

  it('refuses a picture that is not an image, or too large, before sending it', () => {
    expect(pictureFileProblemKey(file('a.png', 10, 'image/png'))).toBeNull();
    expect(pictureFileProblemKey(file('a.pdf', 10, PDF_TYPE))).toBe('profile.picture.refused');
    expect(pictureFileProblemKey(file('a', 10, ''))).toBe('profile.picture.refused');
    expect(pictureFileProblemKey(file('a.png', 21 * MB, 'image/png'))).toBe(
      'profile.picture.tooLarge',
    );
    const rule = fileRuleValues(IMAGE_TYPES, 'en');
    expect(i18n.getFixedT('en')('profile.picture.tooLarge', rule)).toBe(
      'The picture is too large: at most 20 MB.',
    );
    expect(i18n.getFixedT('om')('profile.picture.hint', fileRuleValues(IMAGE_TYPES, 'om'))).toBe(
      "PNG, JPEG, WebP, GIF; yoo baay'ate MB 20.",
    );
  });
});
