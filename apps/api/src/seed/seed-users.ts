import type { Db } from '../plugins/db/database.ts';
import { usersSeeding } from '../modules/users/users-module.ts';

const { organisations } = usersSeeding;

/** Demo organisations for user management V2 (the form's organisation list is not empty on a first start). */
export const DEMO_ORGANISATIONS = [
  { name: 'Company Operations', description: 'Own staff of the hubs and yards' },
  { name: 'Partner Logistics', description: 'A logistics partner’s drivers and coordinators' },
  { name: 'DSA Network', description: 'Direct selling agents' },
];

export async function seedUsers(db: Db): Promise<void> {
  await db.insert(organisations).values(DEMO_ORGANISATIONS);
}
