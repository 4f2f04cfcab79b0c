<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi">
<context>
    <name>game nim</name>
    <message>
        <source>Nim</source>
        <translation>निम</translation>
    </message>
    <message>
        <source>worldwide</source>
        <translation>दुनिया भर में</translation>
    </message>
    <message>
        <source>analysed 1901</source>
        <translation>1901 में विश्लेषित</translation>
    </message>
    <message>
        <source>One pile of counters; the players take from it in turn. The worked example of docs/adding-a-game.md.</source>
        <translation>गोटियों का एक ढेर; खिलाड़ी बारी-बारी से उसमें से लेते हैं। docs/adding-a-game.md का हल किया हुआ उदाहरण।</translation>
    </message>
    <message>
        <source>Pile size</source>
        <translation>ढेर का आकार</translation>
    </message>
    <message>
        <source>Counters per turn</source>
        <translation>एक बारी में गोटियाँ</translation>
    </message>
    <message>
        <source>Misere</source>
        <translation>उलटा नियम (मिज़ेर)</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>पहला खिलाड़ी</translation>
    </message>
    <message>
        <source>1-3</source>
        <translation>1-3</translation>
    </message>
    <message>
        <source>1-2</source>
        <translation>1-2</translation>
    </message>
    <message>
        <source>random</source>
        <translation>यादृच्छिक</translation>
    </message>
    <message>
        <source>seat 1</source>
        <translation>स्थान 1</translation>
    </message>
    <message>
        <source>Misere play</source>
        <translation>उलटा खेल (मिज़ेर)</translation>
    </message>
    <message>
        <source>Normal play</source>
        <translation>सामान्य खेल</translation>
    </message>
    <message>
        <source>The pile</source>
        <translation>ढेर</translation>
    </message>
    <message>
        <source>The last counter</source>
        <translation>आख़िरी गोटी</translation>
    </message>
</context>
</TS>
