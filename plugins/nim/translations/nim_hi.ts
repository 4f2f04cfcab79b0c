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
        <source>Counters in the pile at the start.</source>
        <translation>आरंभ में ढेर में गोटियाँ।</translation>
    </message>
    <message>
        <source>How many counters a player may take in one turn.</source>
        <translation>खिलाड़ी एक बारी में कितनी गोटियाँ ले सकता है।</translation>
    </message>
    <message>
        <source>Take one, two or three.</source>
        <translation>एक, दो या तीन लें।</translation>
    </message>
    <message>
        <source>Take one or two.</source>
        <translation>एक या दो लें।</translation>
    </message>
    <message>
        <source>Whoever takes the last counter loses instead of winning.</source>
        <translation>जो आख़िरी गोटी लेता है वह जीतने के बजाय हारता है।</translation>
    </message>
    <message>
        <source>Who moves first; the source does not say.</source>
        <translation>पहले कौन चलता है; स्रोत नहीं बताता।</translation>
    </message>
    <message>
        <source>A fair chance event decides.</source>
        <translation>एक निष्पक्ष संयोग तय करता है।</translation>
    </message>
    <message>
        <source>The first seat starts.</source>
        <translation>पहला स्थान शुरू करता है।</translation>
    </message>
    <message>
        <source>Misere play</source>
        <translation>उलटा खेल (मिज़ेर)</translation>
    </message>
    <message>
        <source>As normal play, but whoever takes the last counter loses.</source>
        <translation>सामान्य खेल की तरह, पर जो आख़िरी गोटी लेता है वह हारता है।</translation>
    </message>
    <message>
        <source>Normal play</source>
        <translation>सामान्य खेल</translation>
    </message>
    <message>
        <source>One pile of 21, one to three counters a turn; whoever takes the last counter wins. Bouton plays several piles and any number from one pile: the single pile and the limit of three are the guide's example, not the source's.</source>
        <translation>21 गोटियों का एक ढेर, एक बारी में एक से तीन गोटियाँ; जो आख़िरी गोटी लेता है वह जीतता है। Bouton कई ढेरों से खेलता है और एक ढेर से कितनी भी गोटियाँ लेने देता है: अकेला ढेर और तीन की सीमा मार्गदर्शिका का उदाहरण हैं, स्रोत का नहीं।</translation>
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
