/** A program as the player's pages name it (ProgramRef), as JSON over `p` (college_programs), `c` (colleges) and `t` (esports_titles). */
import { sql } from 'drizzle-orm';

export const programRefJson = sql`json_build_object('id', p.id, 'collegeId', c.id, 'collegeSlug', c.slug, 'collegeName', c.name,
  'titleSlug', t.slug, 'titleName', t.name, 'level', p.level, 'isRecruiting', p.is_recruiting)`;

export const programRefJoins = sql`join colleges c on c.id = p.college_id join esports_titles t on t.id = p.esports_title_id`;
