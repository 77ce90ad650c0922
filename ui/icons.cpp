#include "ui/icons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace c4 {

QIcon Icons::icon(Kind kind, const QColor& stroke)
{
    const QString themeName = kind == Kind::Open ? QStringLiteral("document-open")
        : kind == Kind::Save                      ? QStringLiteral("document-save")
        : kind == Kind::Undo                      ? QStringLiteral("edit-undo")
        : kind == Kind::Redo                      ? QStringLiteral("edit-redo")
                                                  : QString();
    if (!themeName.isEmpty() && QIcon::hasThemeIcon(themeName))
        return QIcon::fromTheme(themeName);
    return painted(kind, stroke);
}

QIcon Icons::painted(Kind kind, const QColor& stroke)
{
    QIcon result;
    for (int size : {16, 24, 32, 48, 64}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.scale(size / 24.0, size / 24.0);
        QPen pen(stroke, 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        const QColor yellow(0xf5, 0xc5, 0x18), red(0xd5, 0x5e, 0x00), blue(0x1d, 0x5f, 0xb0);
        switch (kind) {
        case Kind::NewGame: {
            p.setPen(Qt::NoPen);
            p.setBrush(blue);
            p.drawRoundedRect(QRectF(2, 6, 16, 15), 2.5, 2.5);
            p.setBrush(yellow);
            p.drawEllipse(QPointF(6.5, 16.5), 2.6, 2.6);
            p.setBrush(red);
            p.drawEllipse(QPointF(13.5, 16.5), 2.6, 2.6);
            p.setBrush(Qt::white);
            p.drawEllipse(QPointF(6.5, 10.5), 2.6, 2.6);
            p.drawEllipse(QPointF(13.5, 10.5), 2.6, 2.6);
            p.setPen(QPen(stroke, 2.2, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(QPointF(19, 2), QPointF(19, 9));
            p.drawLine(QPointF(15.5, 5.5), QPointF(22.5, 5.5));
            break;
        }
        case Kind::Open: {
            p.drawPolyline(QPolygonF({{3, 19}, {3, 5}, {9, 5}, {11, 7.5}, {19, 7.5}, {19, 10}}));  // the folder
            p.drawPolygon(QPolygonF({{3, 19}, {6.5, 11}, {22, 11}, {18.5, 19}}));             // its front
            break;
        }
        case Kind::Save: {
            p.drawRoundedRect(QRectF(4, 4, 16, 16), 2, 2);
            p.drawRect(QRectF(8, 4, 8, 5));
            p.drawRoundedRect(QRectF(7.5, 13, 9, 7), 1, 1);
            break;
        }
        case Kind::Undo:
        case Kind::Redo: {
            if (kind == Kind::Redo) {
                p.translate(24, 0);
                p.scale(-1, 1);
            }
            QPainterPath arc;
            arc.moveTo(5, 10);
            arc.lineTo(15, 10);
            arc.cubicTo(22, 10, 22, 20, 15, 20);
            arc.lineTo(10, 20);
            p.drawPath(arc);
            p.drawLine(QPointF(5, 10), QPointF(9.5, 5.5));
            p.drawLine(QPointF(5, 10), QPointF(9.5, 14.5));
            break;
        }
        case Kind::Hint: {
            // A light bulb.
            p.setBrush(QColor(yellow.red(), yellow.green(), yellow.blue(), 110));
            QPainterPath bulb;
            bulb.moveTo(9, 15.5);
            bulb.cubicTo(9, 13, 5.5, 11.5, 5.5, 8.5);
            bulb.cubicTo(5.5, 5, 8.5, 2.5, 12, 2.5);
            bulb.cubicTo(15.5, 2.5, 18.5, 5, 18.5, 8.5);
            bulb.cubicTo(18.5, 11.5, 15, 13, 15, 15.5);
            bulb.closeSubpath();
            p.drawPath(bulb);
            p.drawLine(QPointF(9.5, 18.5), QPointF(14.5, 18.5));
            p.drawLine(QPointF(10.5, 21.5), QPointF(13.5, 21.5));
            break;
        }
        case Kind::Analyze: {
            // Bars of different heights with a baseline: scores per column.
            p.drawLine(QPointF(3, 21), QPointF(21, 21));
            p.setPen(Qt::NoPen);
            const double heights[] = {6, 11, 16, 9};
            const QColor colours[] = {stroke, stroke, QColor(0x00, 0x9e, 0x73), stroke};
            for (int i = 0; i < 4; ++i) {
                p.setBrush(colours[i]);
                p.drawRoundedRect(QRectF(4.5 + i * 4.3, 19 - heights[i], 3.2, heights[i]), 0.8, 0.8);
            }
            break;
        }
        case Kind::Swap: {
            p.drawLine(QPointF(4, 8), QPointF(19, 8));
            p.drawLine(QPointF(19, 8), QPointF(15, 4));
            p.drawLine(QPointF(19, 8), QPointF(15, 12));
            p.drawLine(QPointF(20, 16), QPointF(5, 16));
            p.drawLine(QPointF(5, 16), QPointF(9, 12));
            p.drawLine(QPointF(5, 16), QPointF(9, 20));
            break;
        }
        case Kind::Pause: {
            p.setPen(Qt::NoPen);
            p.setBrush(stroke);
            p.drawRoundedRect(QRectF(6, 4.5, 4, 15), 1, 1);
            p.drawRoundedRect(QRectF(14, 4.5, 4, 15), 1, 1);
            break;
        }
        case Kind::Preferences: {
            p.drawEllipse(QPointF(12, 12), 3, 3);
            for (int i = 0; i < 8; ++i) {
                p.save();
                p.translate(12, 12);
                p.rotate(i * 45);
                p.drawLine(QPointF(0, -6.5), QPointF(0, -9.5));
                p.restore();
            }
            p.drawEllipse(QPointF(12, 12), 6.5, 6.5);
            break;
        }
        case Kind::Review: {
            p.drawPolyline(QPolygonF({{3, 14}, {8, 9}, {12, 12}, {16, 5}, {21, 8}}));
            p.drawLine(QPointF(3, 20.5), QPointF(21, 20.5));
            p.setPen(Qt::NoPen);
            p.setBrush(red);
            p.drawEllipse(QPointF(16, 5), 2.3, 2.3);
            break;
        }
        }
        p.end();
        result.addPixmap(pixmap);
    }
    return result;
}

}  // namespace c4
