"""Build-time glue between the engine, the catalogues and the pages (MkDocs hooks)."""
