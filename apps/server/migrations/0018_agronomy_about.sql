-- The problem pages (issue 18) say what a pest, disease or weed is, in both languages.
ALTER TABLE agronomy_terms ADD COLUMN about jsonb;
