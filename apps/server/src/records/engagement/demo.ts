import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import type { DemoContext } from '../../seed/demo-context.js';
import {
  COMPLAIN_CATEGORIES,
  DEMO_COMPLAINTS,
  DEMO_FORUMS,
  FORUM_CATEGORIES,
} from './demo-cases.js';
import { DEMO_QUESTIONS, DEMO_SURVEY, type DemoQuestion, type Texts } from './demo-texts.js';

type Db = Kysely<Database>;
type Field = 'name' | 'title' | 'text' | 'body' | 'description';
const DAY = 86_400_000;

/** `{ titleOm, titleEn, titleAm }` from a text in three languages. */
const columns = <F extends Field>(field: F, text: Texts) =>
  ({ [`${field}Om`]: text.om, [`${field}En`]: text.en, [`${field}Am`]: text.am }) as Record<
    `${F}${'Om' | 'En' | 'Am'}`,
    string
  >;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function created(db: Db, resource: string, recordId: number, actorId: number) {
  await recordAudit(db, { quiet: true, resource, recordId, action: 'create', actorId });
}

async function category(db: Db, kind: string, name: Texts, admin: number) {
  const row = await db
    .insertInto('categories')
    .values({ kind, ...columns('name', name), createdBy: admin, deletedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A question with its options; answers the ids of both. */
async function insertQuestion(
  db: Db,
  q: Omit<DemoQuestion, 'to' | 'dueInDays'>,
  place: { surveyId?: number; audience?: string; instituteId?: number; dueAt?: string | null },
  admin: number,
) {
  const { id } = await db
    .insertInto('questions')
    .values({
      ...columns('text', q.text),
      type: q.type,
      surveyId: place.surveyId ?? null,
      audience: place.audience ?? null,
      addressedInstituteId: place.instituteId ?? null,
      dueAt: place.dueAt ?? null,
      createdBy: admin,
      deletedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await created(db, 'questions', id, admin);
  const options = q.options.length
    ? await db
        .insertInto('questionOptions')
        .values(
          q.options.map((o, position) => ({ questionId: id, position, ...columns('text', o) })),
        )
        .returning('id')
        .execute()
    : [];
  return { id, optionIds: options.map((o) => o.id) };
}

async function seedQuestions(db: Db, ctx: DemoContext) {
  const { admin, member } = ctx.userIds;
  for (const q of DEMO_QUESTIONS) {
    const to =
      typeof q.to === 'number' ? { instituteId: ctx.instituteIds[q.to] } : { audience: q.to };
    const dueAt = q.dueInDays === null ? null : daysFromNow(q.dueInDays);
    const { id, optionIds } = await insertQuestion(db, q, { ...to, dueAt }, admin);
    if (q.memberAnswer === undefined) continue;
    const text = typeof q.memberAnswer === 'string' ? q.memberAnswer : null;
    const at = daysFromNow(-5);
    const answer = await db
      .insertInto('questionAnswers')
      .values({ questionId: id, userId: member, text, createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chosen = typeof q.memberAnswer === 'string' ? [] : q.memberAnswer;
    for (const index of chosen) {
      const optionId = optionIds[index] as number;
      await db
        .insertInto('questionAnswerOptions')
        .values({ answerId: answer.id, optionId })
        .execute();
    }
    await recordAudit(db, {
      quiet: true,
      resource: 'questions',
      recordId: id,
      action: 'answer',
      actorId: member,
    });
  }
}

/** A survey for members, published and open since three days, with its three questions. */
async function seedSurvey(db: Db, ctx: DemoContext) {
  const admin = ctx.userIds.admin;
  const publishedAt = daysFromNow(-3);
  const { id } = await db
    .insertInto('surveys')
    .values({
      ...columns('title', DEMO_SURVEY.title),
      ...columns('description', DEMO_SURVEY.description),
      categoryId: await category(db, 'survey-categories', DEMO_SURVEY.category, admin),
      audience: 'members',
      opensAt: daysFromNow(-3),
      closesAt: daysFromNow(27),
      publishedAt,
      createdBy: admin,
      deletedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await created(db, 'surveys', id, admin);
  for (const q of DEMO_SURVEY.questions) await insertQuestion(db, q, { surveyId: id }, admin);
  await recordAudit(db, {
    quiet: true,
    resource: 'surveys',
    recordId: id,
    action: 'publish',
    actorId: admin,
    before: { publishedAt: null },
    after: { publishedAt },
  });
}

async function seedForums(db: Db, ctx: DemoContext) {
  const categories: Record<string, number> = {};
  for (const [key, name] of Object.entries(FORUM_CATEGORIES)) {
    categories[key] = await category(db, 'forum-categories', name, ctx.userIds.admin);
  }
  for (const f of DEMO_FORUMS) {
    const author = ctx.userIds[f.by];
    const { id } = await db
      .insertInto('forums')
      .values({
        ...columns('title', f.title),
        ...columns('body', f.body),
        categoryId: categories[f.category] ?? null,
        createdBy: author,
        deletedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await created(db, 'forums', id, author);
    for (const c of f.comments) {
      const now = new Date().toISOString();
      const authorId = ctx.userIds[c.by];
      await db
        .insertInto('comments')
        .values({
          resource: 'forums',
          recordId: id,
          body: c.body,
          authorId,
          createdAt: now,
          updatedAt: now,
          deletedAt: null,
        })
        .execute();
      await recordAudit(db, {
        quiet: true,
        resource: 'forums',
        recordId: id,
        action: 'comment',
        actorId: authorId,
      });
    }
    if (f.locked) {
      await db.updateTable('forums').set({ locked: 1 }).where('id', '=', id).execute();
      const actorId = ctx.userIds.admin;
      await recordAudit(db, {
        quiet: true,
        resource: 'forums',
        recordId: id,
        action: 'update',
        actorId,
        before: { locked: 0 },
        after: { locked: 1 },
      });
    }
  }
}

/** Complaints the demo member filed, each taken through its workflow steps. */
async function seedComplaints(db: Db, ctx: DemoContext) {
  const categories: Record<string, number> = {};
  for (const [key, name] of Object.entries(COMPLAIN_CATEGORIES)) {
    categories[key] = await category(db, 'complain-categories', name, ctx.userIds.admin);
  }
  // Kebeles of the address demo, when it has them; complaints keep the id without a link.
  const kebeles = await db.selectFrom('kebeles').select('id').orderBy('id').limit(10).execute();
  for (const [i, c] of DEMO_COMPLAINTS.entries()) {
    const { id } = await db
      .insertInto('complains')
      .values({
        subject: c.subject,
        description: c.description,
        categoryId: categories[c.category] ?? null,
        instituteId: ctx.instituteIds[c.institute] as number,
        complainantName: c.complainant.name,
        complainantPhone: c.complainant.phone,
        complainantKebeleId: kebeles[i % Math.max(kebeles.length, 1)]?.id ?? null,
        statusReason: null,
        createdBy: ctx.userIds.member,
        deletedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await created(db, 'complains', id, ctx.userIds.member);
    // The demo institute user reviews their institute's complaints; administrators the rest.
    const reviewer = c.institute === 0 ? ctx.userIds.institute : ctx.userIds.admin;
    let from = 'submitted';
    for (const step of c.steps) {
      const reason = step.reason ?? null;
      await db
        .updateTable('complains')
        .set({ status: step.to, statusReason: reason })
        .where('id', '=', id)
        .execute();
      await recordAudit(db, {
        quiet: true,
        resource: 'complains',
        recordId: id,
        action: step.to,
        actorId: reviewer,
        before: { status: from },
        after: { status: step.to, ...(reason ? { reason } : {}) },
      });
      from = step.to;
    }
  }
}

/** Demo questions, a survey open now, forums with discussions and complaints with history. */
export async function seedEngagementDemo(ctx: DemoContext): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await seedQuestions(trx, ctx);
    await seedSurvey(trx, ctx);
    await seedForums(trx, ctx);
    await seedComplaints(trx, ctx);
  });
}
