CREATE TABLE "search_counts" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	"searches_without_results" integer NOT NULL,
	CONSTRAINT "search_counts_day_query_pk" PRIMARY KEY("day","query")
);
