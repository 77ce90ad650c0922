#!/bin/sh
# Refreshes the .ts files from the sources: new strings appear as
# "unfinished", strings the code no longer has are dropped (-no-obsolete).
# Translate the new entries (Qt Linguist or by hand) before committing:
# tst_translations fails while any entry is unfinished.
set -e
cd "$(dirname "$0")/.."
LUPDATE=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
for lang in de fr es; do
    "$LUPDATE" -no-obsolete -locations none -source-language en -target-language "$lang" -I . -I engine \
        ui app cli -ts "translations/connect4_$lang.ts"
done
# English is the source language; its catalog holds only the strings with
# plural forms ("%n moves"), which need an English singular too.
"$LUPDATE" -no-obsolete -locations none -pluralonly -source-language en -target-language en -I . -I engine \
    ui app cli -ts translations/connect4_en.ts
