import type { CreateTableBuilder, Kysely } from 'kysely';
import type { DialectKind } from '../connect.js';
import type { DialectMigration } from '../schema-helpers.js';
import { columnTypes, withAudit, withId } from '../schema-helpers.js';

type Db = Kysely<unknown>;

/** One index per entry: name → columns, on `table`. */
async function indexes(db: Db, table: string, list: Record<string, string[]>) {
  for (const [name, columns] of Object.entries(list)) {
    await db.schema.createIndex(`${table}_${name}_idx`).on(table).columns(columns).execute();
  }
}

type TextType = 'text' | `varchar(${number})`;

/** The three language columns of a multilingual text (`title_om`, `title_en`, `title_am`). */
function translated<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
  field: string,
  type: TextType,
) {
  return table
    .addColumn(`${field}_om`, type)
    .addColumn(`${field}_en`, type)
    .addColumn(`${field}_am`, type);
}

/** The language columns of a sortable title each get an index (sorting uses the locale's). */
const titleIndexes = (field: string) =>
  Object.fromEntries(['om', 'en', 'am'].map((l) => [`${field}_${l}`, [`${field}_${l}`]]));

async function surveysAndQuestions(db: Db, kind: DialectKind) {
  const t = columnTypes(kind);
  const surveys = withAudit(withId(db.schema.createTable('surveys'), kind), kind);
  await translated(translated(surveys, 'title', 'varchar(300)'), 'description', 'text')
    .addColumn('category_id', 'integer')
    .addColumn('audience', 'varchar(20)', (c) => c.notNull())
    .addColumn('opens_at', t.timestamp)
    .addColumn('closes_at', t.timestamp)
    .addColumn('deleted_at', t.timestamp)
    .execute();
  await indexes(db, 'surveys', {
    audience: ['audience', 'id'],
    category: ['category_id', 'id'],
    opens_at: ['opens_at'],
    closes_at: ['closes_at'],
    created_at: ['created_at'],
    updated_at: ['updated_at'],
    ...titleIndexes('title'),
  });

  const questions = withAudit(withId(db.schema.createTable('questions'), kind), kind);
  await translated(questions, 'text', 'text')
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('survey_id', 'integer', (c) => c.references('surveys.id'))
    .addColumn('audience', 'varchar(20)')
    .addColumn('addressed_institute_id', 'integer', (c) => c.references('institutes.id'))
    .addColumn('due_at', t.timestamp)
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', t.timestamp)
    .execute();
  await indexes(db, 'questions', {
    // The scoping columns: what a member or an institute user may see.
    audience: ['audience', 'id'],
    institute: ['addressed_institute_id', 'id'],
    survey: ['survey_id', 'position', 'id'],
    type: ['type', 'id'],
    due_at: ['due_at'],
    position: ['position'],
    created_at: ['created_at'],
    updated_at: ['updated_at'],
  });

  const options = withId(db.schema.createTable('question_options'), kind)
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull());
  await translated(options, 'text', 'varchar(500)').execute();
  await indexes(db, 'question_options', { question: ['question_id', 'position'] });
}

async function answers(db: Db, kind: DialectKind) {
  const t = columnTypes(kind);
  await withId(db.schema.createTable('question_answers'), kind)
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('text', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    // One answer per person per question, edited in place.
    .addUniqueConstraint('question_answers_question_user_key', ['question_id', 'user_id'])
    .execute();
  await indexes(db, 'question_answers', {
    question: ['question_id', 'id'],
    updated_at: ['question_id', 'updated_at'],
    user: ['user_id'],
  });

  await db.schema
    .createTable('question_answer_options')
    .addColumn('answer_id', 'integer', (c) =>
      c.notNull().references('question_answers.id').onDelete('cascade'),
    )
    .addColumn('option_id', 'integer', (c) =>
      c.notNull().references('question_options.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('question_answer_options_pk', ['answer_id', 'option_id'])
    .execute();
  await indexes(db, 'question_answer_options', { option: ['option_id'] });

  await withId(db.schema.createTable('survey_responses'), kind)
    .addColumn('survey_id', 'integer', (c) =>
      c.notNull().references('surveys.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('survey_responses_survey_user_key', ['survey_id', 'user_id'])
    .execute();
  await indexes(db, 'survey_responses', { user: ['user_id'] });
}

async function forums(db: Db, kind: DialectKind) {
  const t = columnTypes(kind);
  const table = withAudit(withId(db.schema.createTable('forums'), kind), kind);
  await translated(translated(table, 'title', 'varchar(300)'), 'body', 'text')
    .addColumn('category_id', 'integer')
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', t.timestamp)
    .execute();
  await indexes(db, 'forums', {
    category: ['category_id', 'id'],
    locked: ['locked', 'id'],
    created_by: ['created_by', 'id'],
    created_at: ['created_at'],
    updated_at: ['updated_at'],
    ...titleIndexes('title'),
  });
}

async function complains(db: Db, kind: DialectKind) {
  const t = columnTypes(kind);
  await withAudit(withId(db.schema.createTable('complains'), kind), kind)
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer')
    .addColumn('institute_id', 'integer', (c) => c.notNull().references('institutes.id'))
    .addColumn('complainant_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('complainant_phone', 'varchar(30)')
    // The kebele of the address tree; its table belongs to the address records.
    .addColumn('complainant_kebele_id', 'integer')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('submitted'))
    .addColumn('status_reason', 'varchar(1000)')
    .addColumn('deleted_at', t.timestamp)
    .execute();
  await indexes(db, 'complains', {
    // The scoping columns: an institute's complaints, a member's own.
    institute: ['institute_id', 'id'],
    created_by: ['created_by', 'id'],
    status: ['status', 'id'],
    category: ['category_id', 'id'],
    kebele: ['complainant_kebele_id'],
    subject: ['subject'],
    created_at: ['created_at'],
    updated_at: ['updated_at'],
  });
}

/** The tables of the engagement records. */
export const engagementTables: DialectMigration = {
  async up(db, kind) {
    await surveysAndQuestions(db, kind);
    await answers(db, kind);
    await forums(db, kind);
    await complains(db, kind);
  },
};
