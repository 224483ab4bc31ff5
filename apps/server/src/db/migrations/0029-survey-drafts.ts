import { sql } from 'kysely';
import { columnTypes, type DialectMigration } from '../schema-helpers.js';

/**
 * A survey is a draft until it is published (`published_at`, set by `POST surveys/{id}/publish`).
 * A survey made before drafts existed that has a live question was already live to its
 * audience, and stays so (published when it was created); one without questions was an empty
 * form nobody could answer, and becomes a draft (docs/records.md, "Surveys").
 */
export const surveyDrafts: DialectMigration = {
  async up(db, kind) {
    await db.schema
      .alterTable('surveys')
      .addColumn('published_at', columnTypes(kind).timestamp)
      .execute();
    await sql`update surveys set published_at = created_at
      where exists (
        select 1 from questions
        where questions.survey_id = surveys.id and questions.deleted_at is null
      )`.execute(db);
    await db.schema
      .createIndex('surveys_published_at')
      .on('surveys')
      .columns(['published_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('surveys_published_at').execute();
    await db.schema.alterTable('surveys').dropColumn('published_at').execute();
  },
};
