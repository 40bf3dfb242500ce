-- Back office (issue 23): an admin locks an account (sessions ended, login and refresh refused).
ALTER TABLE "User" ADD COLUMN     "lockedAt" TIMESTAMP(3);
