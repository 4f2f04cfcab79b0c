<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ur">
<context>
    <name>game nim</name>
    <message>
        <source>Nim</source>
        <translation>نم</translation>
    </message>
    <message>
        <source>worldwide</source>
        <translation>دنیا بھر میں</translation>
    </message>
    <message>
        <source>analysed 1901</source>
        <translation>1901 میں تجزیہ کیا گیا</translation>
    </message>
    <message>
        <source>One pile of counters; the players take from it in turn. The worked example of docs/adding-a-game.md.</source>
        <translation>گوٹیوں کا ایک ڈھیر؛ کھلاڑی باری باری اس میں سے لیتے ہیں۔ docs/adding-a-game.md کی حل شدہ مثال۔</translation>
    </message>
    <message>
        <source>Pile size</source>
        <translation>ڈھیر کا سائز</translation>
    </message>
    <message>
        <source>Counters per turn</source>
        <translation>ایک باری میں گوٹیاں</translation>
    </message>
    <message>
        <source>Misere</source>
        <translation>الٹا اصول (میزیر)</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>پہلا کھلاڑی</translation>
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
        <translation>بے ترتیب</translation>
    </message>
    <message>
        <source>seat 1</source>
        <translation>نشست 1</translation>
    </message>
    <message>
        <source>Misere play</source>
        <translation>الٹا کھیل (میزیر)</translation>
    </message>
    <message>
        <source>Normal play</source>
        <translation>عام کھیل</translation>
    </message>
    <message>
        <source>The pile</source>
        <translation>ڈھیر</translation>
    </message>
    <message>
        <source>The last counter</source>
        <translation>آخری گوٹی</translation>
    </message>
</context>
</TS>
