-- A job or major detail page is stored once for every device class (decision 0077): the other
-- classes' rows would never be read again, only re-rendered by every rebuild.
DELETE FROM "stored_pages"
WHERE "device" <> 'desktop'
  AND ("path" LIKE '/jnJob/jobDicDt?%' OR "path" LIKE '/jnJob/jobInfo?%' OR "path" LIKE '/jnCareer/majorInfoDt?%');
