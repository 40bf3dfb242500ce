-- CreateTable
CREATE TABLE "ScheduledJobRun" (
    "name" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "runs" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ScheduledJobRun_pkey" PRIMARY KEY ("name")
);

