<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ScoreText</name>
    <message numerus="yes">
        <source>win in %n</source>
        <translation>
            <numerusform>win in %n</numerusform>
            <numerusform>win in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss in %n</source>
        <translation>
            <numerusform>loss in %n</numerusform>
            <numerusform>loss in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>win in at most %n</source>
        <translation>
            <numerusform>win in at most %n</numerusform>
            <numerusform>win in at most %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loss in at most %n</source>
        <translation>
            <numerusform>loss in at most %n</numerusform>
            <numerusform>loss in at most %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can force a win in %n moves</source>
        <extracomment>%1 is a player&apos;s colour; %n counts only the winner&apos;s own moves.</extracomment>
        <translation>
            <numerusform>%1 can force a win in %n move</numerusform>
            <numerusform>%1 can force a win in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>c4::GameStatus</name>
    <message numerus="yes">
        <source>Review done: %n mistake(s)</source>
        <translation>
            <numerusform>Review done: %n mistake</numerusform>
            <numerusform>Review done: %n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing the game: %n positions left</source>
        <translation>
            <numerusform>Reviewing the game: %n position left</numerusform>
            <numerusform>Reviewing the game: %n positions left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>c4::PreferencesDialog</name>
    <message numerus="yes">
        <source>Processor cores the engine uses to prove scores (this computer has %n).</source>
        <translation>
            <numerusform>Processor cores the engine uses to prove scores (this computer has %n).</numerusform>
            <numerusform>Processor cores the engine uses to prove scores (this computer has %n).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>c4::cli</name>
    <message numerus="yes">
        <source>Position %1 on %2, %n moves played, %3 to move</source>
        <translation>
            <numerusform>Position %1 on %2, %n move played, %3 to move</numerusform>
            <numerusform>Position %1 on %2, %n moves played, %3 to move</numerusform>
        </translation>
    </message>
</context>
</TS>
