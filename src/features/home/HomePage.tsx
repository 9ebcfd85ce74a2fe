export default function HomePage() { return <h1>Inicio</h1> }
