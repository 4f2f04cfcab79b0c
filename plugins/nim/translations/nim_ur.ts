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
        <source>Counters in the pile at the start.</source>
        <translation>آغاز میں ڈھیر میں گوٹیاں۔</translation>
    </message>
    <message>
        <source>How many counters a player may take in one turn.</source>
        <translation>کھلاڑی ایک باری میں کتنی گوٹیاں لے سکتا ہے۔</translation>
    </message>
    <message>
        <source>Take one, two or three.</source>
        <translation>ایک، دو یا تین لیں۔</translation>
    </message>
    <message>
        <source>Take one or two.</source>
        <translation>ایک یا دو لیں۔</translation>
    </message>
    <message>
        <source>Whoever takes the last counter loses instead of winning.</source>
        <translation>جو آخری گوٹی لیتا ہے وہ جیتنے کے بجائے ہارتا ہے۔</translation>
    </message>
    <message>
        <source>Who moves first; the source does not say.</source>
        <translation>پہلے کون چلتا ہے؛ ماخذ نہیں بتاتا۔</translation>
    </message>
    <message>
        <source>A fair chance event decides.</source>
        <translation>ایک منصفانہ اتفاق طے کرتا ہے۔</translation>
    </message>
    <message>
        <source>The first seat starts.</source>
        <translation>پہلی نشست شروع کرتی ہے۔</translation>
    </message>
    <message>
        <source>Misere play</source>
        <translation>الٹا کھیل (میزیر)</translation>
    </message>
    <message>
        <source>As normal play, but whoever takes the last counter loses.</source>
        <translation>عام کھیل کی طرح، مگر جو آخری گوٹی لیتا ہے وہ ہارتا ہے۔</translation>
    </message>
    <message>
        <source>Normal play</source>
        <translation>عام کھیل</translation>
    </message>
    <message>
        <source>One pile of 21, one to three counters a turn; whoever takes the last counter wins. Bouton plays several piles and any number from one pile: the single pile and the limit of three are the guide's example, not the source's.</source>
        <translation>21 گوٹیوں کا ایک ڈھیر، ایک باری میں ایک سے تین گوٹیاں؛ جو آخری گوٹی لیتا ہے وہ جیتتا ہے۔ Bouton کئی ڈھیروں سے کھیلتا ہے اور ایک ڈھیر سے کتنی بھی گوٹیاں لینے دیتا ہے: اکیلا ڈھیر اور تین کی حد رہنما کی مثال ہیں، ماخذ کی نہیں۔</translation>
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
