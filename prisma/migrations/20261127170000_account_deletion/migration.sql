-- Account deletion (GDPR article 17, issue 21): the user row stays, anonymised, marked with the
-- time its holder deleted it.

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "deletedAt" TIMESTAMP(3);
