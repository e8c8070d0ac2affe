CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The starting set: words Indian shoppers use for what the catalogue sells.
INSERT INTO "search_synonyms" ("words") VALUES
  (ARRAY['rose', 'gulab', 'गुलाब']),
  (ARRAY['sandalwood', 'sandal', 'chandan', 'चंदन', 'चन्दन']),
  (ARRAY['jasmine', 'mogra', 'मोगरा', 'chameli', 'चमेली', 'juhi']),
  (ARRAY['saffron', 'kesar', 'केसर', 'zafran']),
  (ARRAY['vetiver', 'khus', 'khas', 'खस', 'खुस']),
  (ARRAY['petrichor', 'mitti', 'मिट्टी']),
  (ARRAY['attar', 'itr', 'ittar', 'itra', 'ittr', 'itar', 'इत्र', 'अत्तर']),
  (ARRAY['oud', 'oudh', 'aoud', 'agarwood', 'ऊद']),
  (ARRAY['necklace', 'haar', 'हार']),
  (ARRAY['bangle', 'kangan', 'कंगन', 'kada', 'कड़ा', 'churi', 'chudi', 'चूड़ी']),
  (ARRAY['earrings', 'jhumka', 'jhumki', 'झुमका', 'bali', 'बाली']),
  (ARRAY['ring', 'anguthi', 'अंगूठी']),
  (ARRAY['gold', 'sona', 'सोना', 'swarna']),
  (ARRAY['silver', 'chandi', 'चांदी']),
  (ARRAY['tuberose', 'rajnigandha', 'रजनीगंधा']),
  (ARRAY['musk', 'kasturi', 'कस्तूरी']),
  (ARRAY['perfume', 'fragrance', 'scent', 'parfum', 'khushboo', 'खुशबू']),
  (ARRAY['kewda', 'kewra', 'केवड़ा']),
  (ARRAY['frangipani', 'champa', 'चंपा', 'champaca']),
  (ARRAY['diamond', 'heera', 'हीरा']),
  (ARRAY['pearl', 'moti', 'मोती']),
  (ARRAY['emerald', 'panna', 'पन्ना']),
  (ARRAY['ruby', 'manik', 'माणिक']),
  (ARRAY['nose pin', 'nath', 'नथ']),
  (ARRAY['anklet', 'payal', 'पायल']),
  (ARRAY['mangalsutra', 'मंगलसूत्र']),
  (ARRAY['maang tikka', 'tikka', 'टीका']),
  (ARRAY['wedding', 'shaadi', 'शादी', 'vivah', 'bridal']),
  (ARRAY['gift', 'tohfa', 'तोहफा', 'uphaar']);
