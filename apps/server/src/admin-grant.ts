import { eq } from 'drizzle-orm';
import { ADMIN_ROLE, loginPhone } from '@krishi/contract';
import { databaseForACommand } from './db/for-a-command.js';
import { migrate } from './db/migrate.js';
import { users } from './db/schema.js';

const USAGE = `Usage: npm run admin:grant -- <phone>

Gives the back office's admin role to the user with this 10-digit phone, creating the user if it
has never logged in. PostgreSQL when DATABASE_URL is set (servers may keep running), else the
PGlite database under DATA_DIR/db (default ./data/db), which only one process may open: stop the
server first.`;

async function main(args: string[]): Promise<number> {
  const phone = loginPhone.safeParse(args[0] ?? '');
  if (args.length !== 1 || !phone.success) {
    console.error(
      `${args[0] === undefined ? 'A phone number is required.' : `Not a 10-digit mobile number: ${args[0]}`}\n\n${USAGE}`,
    );
    return 2;
  }
  const target = databaseForACommand();
  if (!target) return 1;
  const database = await target.open();
  try {
    await migrate(database);
    const [user] = await database.db
      .insert(users)
      .values({ phoneNumber: phone.data, role: ADMIN_ROLE })
      .onConflictDoUpdate({ target: users.phoneNumber, set: { role: ADMIN_ROLE } })
      .returning({ id: users.id });
    const [check] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, user!.id));
    console.log(`${phone.data} (user ${user!.id}) now has the role ${check!.role}: the back office is at /admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
