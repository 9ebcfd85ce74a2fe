export default function LandingPage() { return <h1>Huellitas</h1> }
